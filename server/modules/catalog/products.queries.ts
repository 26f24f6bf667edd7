import { and, desc, eq, gt, ilike, or, sql } from "drizzle-orm";
import { newestKeyset } from "#server/lib/cursor";
import {
  type CountryCount,
  type ProductCardData,
  type ProductPage,
  productPageSize,
  sectionSize,
} from "#common/catalog";
import type { ProductFilters } from "#common/product-filters";
import type { Db } from "#db/client";
import { catalogCounts, countries, products, vendors } from "#db/schema";
import { writtenLimit } from "#db/written-limit";
import { cappedTotal, countLimit, productsMatchingUpTo } from "./capped-count";
import { countableExactly, listedProductsTotal } from "./exact-count";
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
 * `nextCursor` continues the list from its last row (`listProductsAfter`), or is null at the end.
 * A numbered page finds its 12 ids first, from the covering newest-first indexes alone, and only
 * then reads the cards: the rows an OFFSET skips are never joined or given their image (deferred join).
 */
export async function listProducts(
  db: Db,
  { filters, page, pageSize = productPageSize }: { filters: ProductFilters; page: number; pageSize?: number },
): Promise<ProductPage & { nextCursor: string | null }> {
  const where = and(...filterConditions(filters));
  const exactly = countableExactly(filters);
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(where)
    .orderBy(...newestFirst())
    // Written into the text when the filters are those counted exactly, whose values barely change
    // the plan: PGlite then plans the statement once (writtenLimit). A price, rating or text filter
    // leaves the plan to the values of each request.
    .limit(exactly ? writtenLimit(pageSize + 1) : pageSize + 1)
    .offset((page - 1) * pageSize)
    .as("page_ids");
  // The count rides in the rows' statement (one statement where PGlite plans each); only a page with
  // no rows (past the end, or nothing matches) asks for it on its own.
  const limit = countLimit(page, pageSize);
  const matching = exactly ? listedProductsTotal(filters) : productsMatchingUpTo({ where, limit });
  const rows = await productCardQuery(db, { sortKey: newestKeyset.sortKey(products.createdAt), matching })
    .innerJoin(pageIds, eq(pageIds.id, products.id))
    .orderBy(...newestFirst());
  const counted =
    rows[0]?.matching ?? (await db.select({ matching }).from(sql`(select 1) as one`))[0]?.matching ?? 0;
  const total = exactly ? { total: counted, totalIsLowerBound: false } : cappedTotal(counted, limit);
  return { ...cursorPage(rows, pageSize), ...total, page, pageSize };
}

/**
 * The product list after `cursor` (from `listProducts` or an earlier call), same filters and order;
 * keyset paging, so rows added meanwhile never repeat or shift a row out. Not counted: a client
 * walking the list has the total from its first page.
 */
export async function listProductsAfter(
  db: Db,
  {
    filters,
    cursor,
    pageSize = productPageSize,
  }: { filters: ProductFilters; cursor: string; pageSize?: number },
): Promise<{ rows: ProductCardData[]; pageSize: number; nextCursor: string | null }> {
  const rows = await productCardQuery(db, { sortKey: newestKeyset.sortKey(products.createdAt) })
    .where(and(...filterConditions(filters), newestKeyset.after(products.createdAt, products.id, cursor)))
    .orderBy(...newestFirst())
    .limit(pageSize + 1);
  return { ...cursorPage(rows, pageSize), pageSize };
}

function cursorPage(rows: (Parameters<typeof toProductCard>[0] & { sortKey: string })[], pageSize: number) {
  const { rows: shown, nextCursor } = newestKeyset.page(rows, pageSize, (row) => row.id);
  return { rows: shown.map(toProductCard), nextCursor };
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
  ).limit(writtenLimit(sectionSize));
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
