import { and, count, eq, gt, isNotNull, sql } from "drizzle-orm";
import { type DealCardData, type DealPage, type ProductCardData, productPageSize } from "#common/catalog";
import type { Db } from "#db/client";
import { discountFractionOf, products, vendors } from "#db/schema";
import { listedProducts, newestFirst, productCardQuery, toProductCard } from "./product-cards";

/**
 * A deal: a listed product whose vendor shows an earlier, higher price (`original_price` above
 * `price`), whatever its stock (out of stock is shown as Out of Stock, as everywhere else). The
 * conditions include products_deals_idx's, so the planner can read that partial index.
 */
function dealConditions() {
  return and(
    listedProducts(),
    isNotNull(products.originalPrice),
    gt(products.originalPrice, products.price),
  )!;
}

/** The share of the earlier price taken off, as a fraction; the list's order. */
const discountFraction = discountFractionOf(products);

/**
 * /deals: products discounted right now, deepest discount first (newest first among equal ones,
 * the id keeping pages stable), 12 a page, with the exact number of deals (they are a small part of
 * the catalogue, so counting them is cheap).
 */
export async function listDeals(
  db: Db,
  { page, pageSize = productPageSize }: { page: number; pageSize?: number },
): Promise<DealPage> {
  const where = dealConditions();
  const [rows, [counted]] = await Promise.all([
    productCardQuery(db, { originalPrice: sql<number>`${products.originalPrice}` })
      .where(where)
      .orderBy(sql`${discountFraction} desc`, ...newestFirst())
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => toDealCard(toProductCard(row), Number(row.originalPrice))),
    total: counted?.total ?? 0,
    totalIsLowerBound: false,
    page,
    pageSize,
  };
}

/**
 * The card with its earlier price and the whole percentage taken off, rounded down so a deal never
 * claims more than it gives (₦9,950 instead of ₦10,000 is "0% off" and shows only the earlier price).
 */
function toDealCard(card: ProductCardData, originalPrice: number): DealCardData {
  return {
    ...card,
    originalPrice,
    percentOff: Math.floor(((originalPrice - card.price) * 100) / originalPrice),
  };
}
