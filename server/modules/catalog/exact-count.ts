import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ProductFilters } from "#common/product-filters";
import type { Db } from "#db/client";
import { catalogCounts, vendors } from "#db/schema";
import { categoryIdOfSlug, vendorFilterConditions } from "./product-cards";

/**
 * Which filters catalog_counts can answer: it groups listed products by category and country of
 * origin, and joins the vendor. Every filter is listed, so a new one does not compile until it
 * says whether it can be counted there.
 */
const answeredByCatalogCounts: Record<keyof ProductFilters, boolean> = {
  category: true,
  country: true,
  verified: true,
  supplierType: true,
  search: false,
  minPrice: false,
  maxPrice: false,
  minMoq: false,
  maxMoq: false,
  inStock: false,
  minRating: false,
};

/** Whether {@link countListedProducts} can count these filters exactly. */
export function countableExactly(filters: ProductFilters): boolean {
  return (Object.keys(filters) as (keyof ProductFilters)[]).every(
    (key) =>
      answeredByCatalogCounts[key] ||
      filters[key] === undefined ||
      filters[key] === false ||
      filters[key] === "",
  );
}

/**
 * Exactly how many listed products match, read from catalog_counts (a few hundred rows whatever
 * the catalog's size); only for filters {@link countableExactly} accepts.
 */
export async function countListedProducts(
  db: Db,
  filters: Pick<ProductFilters, "category" | "country" | "verified" | "supplierType">,
): Promise<number> {
  const [row] = await db.select({ total: listedProductsTotal(filters) }).from(sql`(select 1) as one`);
  return row?.total ?? 0;
}

/**
 * The count of {@link countListedProducts} as a scalar subquery, for a statement that reads the
 * page's rows to carry it.
 */
export function listedProductsTotal(
  filters: Pick<ProductFilters, "category" | "country" | "verified" | "supplierType">,
): SQL<number> {
  const conditions: SQL[] = [eq(vendors.isActive, true), ...vendorFilterConditions(filters)];
  if (filters.category)
    conditions.push(sql`${catalogCounts.categoryId} = ${categoryIdOfSlug(filters.category)}`);
  if (filters.country) conditions.push(eq(catalogCounts.countryOfOrigin, filters.country));
  return sql<number>`(select coalesce(sum(${catalogCounts.productCount}), 0)::int from ${catalogCounts} inner join ${vendors} on ${eq(vendors.id, catalogCounts.vendorId)} where ${and(...conditions)})`;
}
