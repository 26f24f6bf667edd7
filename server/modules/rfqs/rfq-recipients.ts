import { defaultLocale } from "#common/format";
import { maxRfqVendors } from "#common/rfq";
import type { Db } from "#db/client";
import { catalogCounts, categories, products, vendors } from "#db/schema";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { vendorProductStats, vendorRating } from "../catalog/vendor-stats";
import { listedProducts } from "../catalog/product-cards";

/** What an RFQ is about and who receives it: one product's vendor, or the suppliers of a category. */
export interface RfqSubject {
  productId: string | null;
  categoryId: string | null;
  productName: string;
  currency: string;
  vendorIds: string[];
}

/**
 * A listed product (active, of an active store) an RFQ may be about, with its store; null when no
 * shopper could see it. `lock` holds the product row until the transaction ends, so it cannot be
 * unlisted while the RFQ about it is written.
 */
export async function rfqProduct(db: Db, { productId, lock = false }: { productId: string; lock?: boolean }) {
  const query = db
    .select({
      id: products.id,
      name: products.name,
      currency: products.currency,
      moq: products.moq,
      vendorId: products.vendorId,
      vendorName: vendors.businessName,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, productId), listedProducts()));
  const [product] = await (lock ? query.for("share", { of: products }) : query);
  return product ?? null;
}

/** The product as the subject of an RFQ: its vendor receives it, in its currency under its name. */
export async function productSubject(
  db: Db,
  { productId, lock = false }: { productId: string; lock?: boolean },
): Promise<RfqSubject | null> {
  const product = await rfqProduct(db, { productId, lock });
  if (!product) return null;
  return {
    productId: product.id,
    categoryId: null,
    productName: product.name,
    currency: product.currency,
    vendorIds: [product.vendorId],
  };
}

/**
 * The suppliers a category request goes to: active stores with listed products in the category or
 * any category under it, at most `maxRfqVendors`, chosen in this order: Trade Assured stores first,
 * then the higher rating over all their listed products (unrated last), then more listed products
 * in the category, then the older store. Null when there is no such category; an empty list when
 * nobody sells in it.
 */
export async function categorySuppliers(
  db: Db,
  { categoryId }: { categoryId: string },
): Promise<string[] | null> {
  const all = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  if (!all.some((category) => category.id === categoryId)) return null;
  const subtree = new Set([categoryId]);
  // Categories are few: walk the tree in memory, each pass adding the children of what is in.
  for (let grew = true; grew;) {
    grew = false;
    for (const category of all)
      if (category.parentId && subtree.has(category.parentId) && !subtree.has(category.id)) {
        subtree.add(category.id);
        grew = true;
      }
  }
  const inCategory = db
    .select({
      vendorId: catalogCounts.vendorId,
      listed: sql<number>`sum(${catalogCounts.productCount})`.as("listed"),
    })
    .from(catalogCounts)
    .where(inArray(catalogCounts.categoryId, [...subtree]))
    .groupBy(catalogCounts.vendorId)
    .having(sql`sum(${catalogCounts.productCount}) > 0`)
    .as("in_category");
  const stats = vendorProductStats(db);
  const rows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .innerJoin(inCategory, eq(inCategory.vendorId, vendors.id))
    .leftJoin(stats, eq(stats.vendorId, vendors.id))
    .where(eq(vendors.isActive, true))
    .orderBy(
      desc(vendors.tradeAssured),
      sql`${vendorRating(stats)} desc nulls last`,
      desc(inCategory.listed),
      asc(vendors.createdAt),
      asc(vendors.id),
    )
    .limit(maxRfqVendors);
  return rows.map((row) => row.id);
}

/** A category request is priced in the marketplace's own currency: its suppliers may sell in several. */
export const categoryRfqCurrency = defaultLocale.currency;
