import { newProductDays, type ProductCardData } from "#common/catalog";
import { type LadderStep, applicableLadder } from "#common/pricing/bulk-ladder";
import type { Db } from "#db/client";
import {
  bulkPricingTiers,
  categories,
  countries,
  productDocuments,
  productImages,
  products,
  storeFollows,
  vendors,
} from "#db/schema";
import { and, eq, inArray, isNotNull, ne, notInArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { jsonList } from "#server/lib/json-list";
import { parseLadder } from "../pricing-tiers/parse-ladder";
import { defaultBulkLadderValue } from "../pricing-tiers/pricing-tiers.queries";
import { offeredCustomization } from "./offered-customization.queries";
import { statsColumns, vendorProductStats } from "./vendor-stats";
import {
  descending,
  listedProducts,
  newestFirst,
  productCardQuery,
  productCardsByIds,
  toProductCard,
} from "./product-cards";

/** Products shown beside the detail: related (same category) and recommended, 6 of each. */
const suggestionLimit = 6;
/** Recently viewed entries a client may send: the browser keeps the last 20. */
const recentlyViewedLimit = 20;

const visible = listedProducts();

const originCountries = alias(countries, "origin_countries");
const vendorCountries = alias(countries, "vendor_countries");

/**
 * The product page's one statement: the product, its child lists, its vendor with the vendor's
 * figures (LATERAL over catalog_counts, followers as a subquery) and the platform ladder.
 */
function productDetailQuery(db: Db) {
  const stats = vendorProductStats(db, { vendorId: vendors.id });
  return db
    .select({
      product: {
        id: products.id,
        name: products.name,
        description: products.description,
        price: products.price,
        currency: products.currency,
        moq: products.moq,
        stockQuantity: products.stockQuantity,
        leadTime: products.leadTime,
        sampleAvailable: products.sampleAvailable,
        countryOfOriginName: originCountries.name,
        specifications: products.specifications,
        certifications: products.certifications,
        packaging: products.packaging,
        sku: products.sku,
        modelNumber: products.modelNumber,
        hsCode: products.hsCode,
        customizationAvailable: products.customizationAvailable,
        ratingAverage: sql<number>`${products.ratingAverage}::float8`,
        ratingCount: products.ratingCount,
        isNew: sql<boolean>`${products.createdAt} > now() - make_interval(days => ${newProductDays})`,
      },
      category: { id: categories.id, slug: categories.slug, name: categories.name },
      images: jsonList<{ key: string; alt: string }>(
        sql`json_build_object('key', ${productImages.imageKey}, 'alt', ${productImages.alt})`,
        sql`${productImages} where ${productImages.productId} = ${products.id}`,
        sql`${productImages.position}, ${productImages.id}`,
      ),
      tiers: jsonList<{ minQuantity: number; percentOff: string }>(
        sql`json_build_object('minQuantity', ${bulkPricingTiers.minQuantity}, 'percentOff', ${bulkPricingTiers.discountPercentage})`,
        sql`${bulkPricingTiers} where ${bulkPricingTiers.productId} = ${products.id}`,
        sql`${bulkPricingTiers.minQuantity}`,
      ),
      // No file key: documents download through /documents/:id, which checks the product is listed.
      documents: jsonList<{ id: string; name: string; mimeType: string; sizeBytes: number }>(
        sql`json_build_object('id', ${productDocuments.id}, 'name', ${productDocuments.name}, 'mimeType', ${productDocuments.mimeType}, 'sizeBytes', ${productDocuments.sizeBytes})`,
        sql`${productDocuments} where ${productDocuments.productId} = ${products.id}`,
        sql`${productDocuments.name}, ${productDocuments.id}`,
      ),
      vendor: {
        id: vendors.id,
        businessName: vendors.businessName,
        businessType: vendors.businessType,
        verified: vendors.verified,
        tradeAssured: vendors.tradeAssured,
        verificationLevel: vendors.verificationLevel,
        countryName: vendorCountries.name,
        city: vendors.city,
        logoKey: vendors.logoKey,
        responseRate: vendors.responseRate,
        responseTimeHours: vendors.responseTimeHours,
        fulfillmentRate: vendors.fulfillmentRate,
        totalOrders: vendors.totalOrders,
      },
      vendorStats: {
        ...statsColumns(stats),
        followers: db.$count(storeFollows, eq(storeFollows.vendorId, vendors.id)),
      },
      vendorUserId: vendors.userId,
      defaultLadder: defaultBulkLadderValue(),
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(originCountries, eq(originCountries.code, products.countryOfOrigin))
    .leftJoin(vendorCountries, eq(vendorCountries.code, vendors.countryCode))
    .leftJoinLateral(stats, sql`true`)
    .where(and(eq(products.id, sql.placeholder("productId")), visible))
    .limit(1)
    .prepare("catalog_product_detail");
}

/**
 * The statement prepared once per database handle. Named, so PostgreSQL parses it once per
 * connection and soon keeps one generic plan (a product by primary key): planning the five joins
 * and their subqueries cost more than running them.
 */
const productDetailQueries = new WeakMap<Db, ReturnType<typeof productDetailQuery>>();

/**
 * Everything the product page shows about one product (and nothing it does not: the page sends
 * this to the browser), or null when it does not exist, is inactive or belongs to an inactive
 * vendor. Does not count a view: see view-counter.ts. One statement, plus the offered
 * customization's when the product has any.
 */
export async function getProductDetail(db: Db, { productId }: { productId: string }) {
  let query = productDetailQueries.get(db);
  if (!query) {
    query = productDetailQuery(db);
    productDetailQueries.set(db, query);
  }
  const [row] = await query.execute({ productId });
  if (!row) return null;

  const tiers: LadderStep[] = row.tiers.map((tier) => ({
    minQuantity: tier.minQuantity,
    percentOff: Number(tier.percentOff),
  }));
  const customization = row.product.customizationAvailable
    ? ((await offeredCustomization(db, { productIds: [productId] })).get(productId) ?? [])
    : [];
  const defaultLadder = tiers.length || row.defaultLadder === null ? [] : parseLadder(row.defaultLadder);
  const ladder = applicableLadder(tiers, defaultLadder);

  const { customizationAvailable: _decided, ...product } = row.product;
  const { rating, ratingCount, productCount, followers } = row.vendorStats;
  return {
    product,
    category: row.category,
    vendor: { ...row.vendor, productCount, followers: Number(followers), ratingAverage: rating, ratingCount },
    /** The vendor's account: compare it with the viewer's, never send it to the browser. */
    vendorUserId: row.vendorUserId,
    images: row.images,
    ladder,
    ladderSource: tiers.length ? ("product" as const) : ("platform" as const),
    customization,
    documents: row.documents,
  };
}

/** Up to 6 other active products of the same category, newest first. */
export async function getRelatedProducts(
  db: Db,
  { productId, categoryId }: { productId: string; categoryId: string | null },
): Promise<ProductCardData[]> {
  if (!categoryId) return [];
  const rows = await productCardQuery(db)
    .where(and(visible, eq(products.categoryId, categoryId), ne(products.id, productId)))
    .orderBy(...newestFirst())
    .limit(suggestionLimit);
  return rows.map(toProductCard);
}

export interface ViewedEntry {
  id: string;
  /** How often this visitor opened the product (from their recently viewed list). */
  viewCount: number;
}

/**
 * Recommendations: the most viewed active products from at most the 2 top categories of
 * the recently viewed products (by the visitor's summed view counts) plus the current product's
 * category, leaving out the current and the recently viewed products. Limit 6. Pass the current
 * product's `categoryId` when it is known (null: none) to save looking it up.
 */
export async function getRecommendedProducts(
  db: Db,
  {
    productId,
    categoryId,
    recentlyViewed,
  }: { productId: string; categoryId?: string | null; recentlyViewed: readonly ViewedEntry[] },
): Promise<ProductCardData[]> {
  const viewed = recentlyViewed.slice(0, recentlyViewedLimit).filter((entry) => entry.id !== productId);
  const viewedIds = viewed.map((entry) => entry.id);
  const lookup = categoryId === undefined ? [productId, ...viewedIds] : viewedIds;
  const rows = lookup.length
    ? await db
        .select({ id: products.id, categoryId: products.categoryId })
        .from(products)
        .where(and(inArray(products.id, lookup), isNotNull(products.categoryId)))
    : [];
  const categoryOf = new Map(rows.map((row) => [row.id, row.categoryId!]));
  if (categoryId) categoryOf.set(productId, categoryId);

  const totals = new Map<string, number>();
  for (const entry of viewed) {
    const categoryId = categoryOf.get(entry.id);
    if (categoryId) totals.set(categoryId, (totals.get(categoryId) ?? 0) + Math.max(1, entry.viewCount));
  }
  const top = [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 2)
    .map(([categoryId]) => categoryId);
  const current = categoryOf.get(productId);
  const categoryIds = [...new Set(current ? [...top, current] : top)];
  if (categoryIds.length === 0) return [];

  const cards = await productCardQuery(db)
    .where(
      and(
        visible,
        inArray(products.categoryId, categoryIds),
        notInArray(products.id, [productId, ...viewedIds]),
      ),
    )
    .orderBy(descending(products.viewCount), ...newestFirst())
    .limit(suggestionLimit);
  return cards.map(toProductCard);
}

export interface ProductSuggestions {
  related: ProductCardData[];
  recentlyViewed: ProductCardData[];
  recommended: ProductCardData[];
}

/**
 * The foot of a product page, loaded when the visitor scrolls to it: related products, the
 * visitor's recently viewed ones (ids and view counts from their browser, at most `show`) and
 * recommendations built from them. A product shown as related is not repeated as a recommendation.
 */
export async function getProductSuggestions(
  db: Db,
  {
    productId,
    recentlyViewed,
    show,
  }: { productId: string; recentlyViewed: readonly ViewedEntry[]; show: number },
): Promise<ProductSuggestions> {
  const viewed = recentlyViewed.filter((entry) => entry.id !== productId);
  const [product] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, productId), visible));
  const categoryId = product?.categoryId ?? null;
  const [related, cards, recommended] = await Promise.all([
    product ? getRelatedProducts(db, { productId, categoryId }) : [],
    getProductSummaries(db, { ids: viewed.map((entry) => entry.id) }),
    product ? getRecommendedProducts(db, { productId, categoryId, recentlyViewed: viewed }) : [],
  ]);
  const relatedIds = new Set(related.map((card) => card.id));
  return {
    related,
    recentlyViewed: cards.slice(0, show),
    recommended: recommended.filter((card) => !relatedIds.has(card.id)),
  };
}

/** Cards for the given ids in the given order, leaving out unknown and inactive ones. */
export async function getProductSummaries(
  db: Db,
  { ids }: { ids: readonly string[] },
): Promise<ProductCardData[]> {
  return productCardsByIds(db, [...new Set(ids)].slice(0, recentlyViewedLimit));
}
