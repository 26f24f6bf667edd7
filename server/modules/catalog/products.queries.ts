import { and, desc, eq, gt, ilike, or, sql } from "drizzle-orm";
import {
  type CountryCount,
  type ProductCardData,
  type ProductPage,
  productPageSize,
  sectionSize,
} from "#common/catalog";
import type { ProductFilters } from "#common/schemas/product-filters";
import type { Db } from "#db/client";
import { catalogCounts, countries, products, vendors } from "#db/schema";
import { countLimit, countProductsUpTo } from "./capped-count";
import { countableExactly, countListedProducts } from "./exact-count";
import {
  containsPattern,
  descending,
  filterConditions,
  listedProducts,
  newestFirst,
  productCardQuery,
  toProductCard,
} from "./product-cards";

/**
 * The product list: the filtered products, newest first (id breaks ties so pages never
 * overlap), with how many match: exactly from catalog_counts when only the category, country,
 * verified and supplier type filters apply, else exactly up to a limit (countProductsUpTo).
 */
export async function listProducts(
  db: Db,
  { filters, page, pageSize = productPageSize }: { filters: ProductFilters; page: number; pageSize?: number },
): Promise<ProductPage> {
  const where = and(...filterConditions(filters));
  const [rows, counted] = await Promise.all([
    productCardQuery(db)
      .where(where)
      .orderBy(...newestFirst())
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countableExactly(filters)
      ? countListedProducts(db, filters).then((total) => ({ total, totalIsLowerBound: false }))
      : countProductsUpTo(db, { where, limit: countLimit(page, pageSize) }),
  ]);
  return { rows: rows.map(toProductCard), ...counted, page, pageSize };
}

export type ProductSectionId = "bestSelling" | "latest" | "heritage";

/**
 * A home page section, 12 listed products: most viewed (best selling), newest (latest), or the
 * heritage collection (named or described as heritage or traditional), newest first.
 */
export async function productSection(db: Db, id: ProductSectionId): Promise<ProductCardData[]> {
  const query = productCardQuery(db);
  const rows = await (
    id === "bestSelling"
      ? query.where(listedProducts()).orderBy(descending(products.viewCount), ...newestFirst())
      : id === "latest"
        ? query.where(listedProducts()).orderBy(...newestFirst())
        : query
            .where(
              and(
                listedProducts(),
                or(
                  ...["heritage", "traditional"].flatMap((word) => [
                    ilike(products.name, containsPattern(word)),
                    ilike(products.description, containsPattern(word)),
                  ]),
                ),
              ),
            )
            .orderBy(...newestFirst())
  ).limit(sectionSize);
  return rows.map(toProductCard);
}

/** Listed products per country of origin, most first, with the country's name (from catalog_counts). */
export async function countryCounts(db: Db): Promise<CountryCount[]> {
  const productCount = sql<number>`sum(${catalogCounts.productCount})::int`;
  return db
    .select({ code: countries.code, name: countries.name, count: productCount })
    .from(catalogCounts)
    .innerJoin(vendors, and(eq(vendors.id, catalogCounts.vendorId), eq(vendors.isActive, true)))
    .innerJoin(countries, eq(countries.code, catalogCounts.countryOfOrigin))
    .groupBy(countries.code, countries.name)
    .having(gt(productCount, 0))
    .orderBy(desc(productCount), countries.name);
}
