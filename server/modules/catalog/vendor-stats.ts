import { eq, sql, type Column, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { catalogCounts } from "#db/schema";

/**
 * Per vendor, over its listed (active) products, in one grouped subquery of catalog_counts (kept
 * by triggers on products): how many there are, how many reviews they have and the
 * review-count-weighted sum of their ratings (named apart from products' own columns, as drizzle
 * writes them unqualified). Join it on `vendorId`; a vendor without listed
 * products has no row or zeros (use {@link statsColumns} to read it). Pass `vendorId` to add up
 * one vendor only (the store page), or the vendor id column of the outer query to add up each row's
 * vendor in a LATERAL join (the product page: grouping every vendor first would read all of
 * catalog_counts for one product).
 */
export function vendorProductStats(db: Db, { vendorId }: { vendorId?: string | Column } = {}) {
  return db
    .select({
      vendorId: catalogCounts.vendorId,
      productCount: sql<number>`sum(${catalogCounts.productCount})`.as("vendor_product_count"),
      ratingCount: sql<number>`sum(${catalogCounts.ratingCount})`.as("vendor_rating_count"),
      ratingSum: sql<string>`sum(${catalogCounts.ratingSum})`.as("vendor_rating_sum"),
    })
    .from(catalogCounts)
    .where(vendorId ? eq(catalogCounts.vendorId, vendorId) : undefined)
    .groupBy(catalogCounts.vendorId)
    .as("vendor_stats");
}

type Stats = ReturnType<typeof vendorProductStats>;

/** The vendor's average rating to one decimal, or null when its products have no reviews. */
export function vendorRating(stats: Stats): SQL<string | null> {
  return sql<string | null>`round(${stats.ratingSum} / nullif(${stats.ratingCount}, 0), 1)`;
}

/** Card numbers from the stats subquery, zero when the vendor has no listed products. */
export function statsColumns(stats: Stats) {
  return {
    rating: sql<string>`coalesce(${vendorRating(stats)}, 0)`.mapWith(Number),
    ratingCount: sql<number>`coalesce(${stats.ratingCount}, 0)`.mapWith(Number),
    productCount: sql<number>`coalesce(${stats.productCount}, 0)`.mapWith(Number),
  };
}
