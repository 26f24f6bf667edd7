import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { products, vendors } from "#db/schema";

/** Lists count their matches exactly up to this many (docs/decisions/005). */
export const exactCountLimit = 1000;
/** However deep a visitor pages, the pager still knows this many pages beyond the current one. */
const pagesAhead = 10;

/**
 * How far to count for one page of a list: at least {@link exactCountLimit}, and always 10 pages past `page`.
 */
export function countLimit(page: number, pageSize: number): number {
  return Math.max(exactCountLimit, (page + pagesAhead) * pageSize);
}

/**
 * How many listed products match `where` (vendors joined), counted no further than `limit` (use
 * {@link countLimit}): counting all 100k rows of an unfiltered catalog would cost more than the
 * page itself. `totalIsLowerBound` says more match than `total`.
 */
export async function countProductsUpTo(db: Db, { where, limit }: { where: SQL | undefined; limit: number }) {
  const [row] = await db
    .select({ value: productsMatchingUpTo({ where, limit }) })
    .from(sql`(select 1) as one`);
  return cappedTotal(row?.value ?? 0, limit);
}

/**
 * The count of {@link countProductsUpTo} as a scalar subquery (it counts limit + 1 rows at most), for
 * a statement that reads the page's rows to carry it.
 */
export function productsMatchingUpTo({
  where,
  limit,
}: {
  where: SQL | undefined;
  limit: number;
}): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${products} inner join ${vendors} on ${eq(vendors.id, products.vendorId)} where ${where ?? sql`true`} limit ${limit + 1}) as matches)`;
}

/** A count made by {@link productsMatchingUpTo}, as a list's total. */
export function cappedTotal(counted: number, limit: number) {
  return { total: Math.min(counted, limit), totalIsLowerBound: counted > limit };
}
