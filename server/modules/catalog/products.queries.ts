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

export interface ProductSections {
  bestSelling: ProductCardData[];
  latest: ProductCardData[];
  heritage: ProductCardData[];
}

/** The home page sections: most viewed, newest, and the heritage collection; 12 each. */
export async function productSections(db: Db): Promise<ProductSections> {
  const heritageWords = ["heritage", "traditional"].flatMap((word) => [
    ilike(products.name, containsPattern(word)),
    ilike(products.description, containsPattern(word)),
  ]);
  const [bestSelling, latest, heritage] = await Promise.all([
    productCardQuery(db)
      .where(listedProducts())
      .orderBy(descending(products.viewCount), ...newestFirst())
      .limit(sectionSize),
    productCardQuery(db)
      .where(listedProducts())
      .orderBy(...newestFirst())
      .limit(sectionSize),
    productCardQuery(db)
      .where(and(listedProducts(), or(...heritageWords)))
      .orderBy(...newestFirst())
      .limit(sectionSize),
  ]);
  return {
    bestSelling: bestSelling.map(toProductCard),
    latest: latest.map(toProductCard),
    heritage: heritage.map(toProductCard),
  };
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
