import type { CompareOffer } from "#common/compare";
import type { Db } from "#db/client";
import { bulkPricingTiers, products, vendors } from "#db/schema";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { getDefaultBulkLadder } from "../pricing-tiers/pricing-tiers.queries";
import { listedProducts } from "./product-cards";

/** Alternatives the overlay compares with the product: one offer from each of up to 7 other vendors. */
const alternativeOfferLimit = 7;

const nameSimilarity = (name: string) => sql<number>`similarity(${products.name}, ${name})`;

function offerFields() {
  return {
    productId: products.id,
    productName: products.name,
    price: products.price,
    currency: products.currency,
    moq: products.moq,
    stockQuantity: products.stockQuantity,
    leadTime: products.leadTime,
    ratingAverage: sql<string>`${products.ratingAverage}`.mapWith(Number),
    ratingCount: products.ratingCount,
    ownTierPercentOff: sql<
      string | null
    >`(select max(${bulkPricingTiers.discountPercentage}) from ${bulkPricingTiers} where ${bulkPricingTiers.productId} = ${products.id})`,
    vendor: {
      id: vendors.id,
      businessName: vendors.businessName,
      verified: vendors.verified,
      verificationLevel: vendors.verificationLevel,
      countryCode: vendors.countryCode,
      responseRate: vendors.responseRate,
      responseTimeHours: vendors.responseTimeHours,
      fulfillmentRate: vendors.fulfillmentRate,
      onTimeDeliveryRate: vendors.onTimeDeliveryRate,
      totalOrders: vendors.totalOrders,
    },
  };
}

/**
 * The Compare Vendors offers for a product page: the product itself first, then, from each other
 * vendor with listed products in the same category, its product whose name is closest to this
 * one's (trigram similarity), most similar vendors first. Null when the product is not listed.
 */
export async function getComparableOffers(
  db: Db,
  { productId }: { productId: string },
): Promise<CompareOffer[] | null> {
  const [found] = await db
    .select({ ...offerFields(), categoryId: products.categoryId })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, productId), listedProducts()))
    .limit(1);
  if (!found) return null;
  const { categoryId, ...current } = found;
  const similarity = nameSimilarity(current.productName);
  // One row per vendor (its closest product); a category has tens of vendors, so ranking them here is cheap.
  const closestPerVendor = categoryId
    ? await db
        .selectDistinctOn([products.vendorId], { ...offerFields(), similarity })
        .from(products)
        .innerJoin(vendors, eq(vendors.id, products.vendorId))
        .where(
          and(
            listedProducts(),
            eq(products.categoryId, categoryId),
            ne(products.vendorId, current.vendor.id),
          ),
        )
        .orderBy(products.vendorId, desc(similarity), products.id)
    : [];
  const alternatives = closestPerVendor
    .sort((a, b) => b.similarity - a.similarity || a.vendor.businessName.localeCompare(b.vendor.businessName))
    .map(({ similarity: _similarity, ...offer }) => offer);
  const defaultBest = Math.max(0, ...(await getDefaultBulkLadder(db)).map((step) => step.percentOff));
  const toOffer = (row: Omit<typeof found, "categoryId">, isCurrent: boolean): CompareOffer => {
    const { ownTierPercentOff, ...offer } = row;
    return {
      ...offer,
      bestBulkPercentOff: ownTierPercentOff === null ? defaultBest : Number(ownTierPercentOff),
      current: isCurrent,
    };
  };
  return [
    toOffer(current, true),
    ...alternatives.slice(0, alternativeOfferLimit).map((row) => toOffer(row, false)),
  ];
}
