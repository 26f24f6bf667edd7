import { minSearchLength, popularSearchDays, popularSearchLimit, suggestionLimit } from "#common/search";
import type { ProductCardData } from "#common/catalog";
import type { Db } from "#db/client";
import { products, searchTermDays } from "#db/schema";
import { and, desc, gte, max, sql, sum } from "drizzle-orm";
import { sharedRead } from "#server/lib/shared-read";
import { listedProducts, productCardQuery, toProductCard } from "../catalog/product-cards";
import { matchModes, searchMatch } from "./search-query";

/** The search box's live results: the five best matches, not recorded as searches. */
export async function searchSuggestions(db: Db, { query }: { query: string }): Promise<ProductCardData[]> {
  const term = query.trim();
  if (term.length < minSearchLength) return [];
  for (const mode of matchModes) {
    const match = searchMatch(term, mode);
    const rows = await productCardQuery(db)
      .where(and(listedProducts(), match.where))
      .orderBy(desc(match.rank), desc(products.viewCount), products.id)
      .limit(suggestionLimit);
    if (rows.length > 0) return rows.map(toProductCard);
  }
  return [];
}

/**
 * Popular searches: the successful searches of the last seven days (today and the six days before it,
 * UTC) made by the most clients, from the daily counts in search_term_days. A client counts once
 * a day for a term however often it repeats it, so one client cannot push a term up the list.
 */
export async function popularSearches(
  db: Db,
  { limit = popularSearchLimit }: { limit?: number } = {},
): Promise<{ term: string; count: number }[]> {
  const clients = sum(searchTermDays.clients).mapWith(Number);
  const rows = await db
    .select({ term: max(searchTermDays.term), count: clients })
    .from(searchTermDays)
    .where(gte(searchTermDays.day, sql`(now() at time zone 'UTC')::date - ${popularSearchDays - 1}::int`))
    .groupBy(searchTermDays.normalizedTerm)
    .orderBy(desc(clients), searchTermDays.normalizedTerm)
    .limit(limit);
  return rows.map((row) => ({ term: row.term ?? "", count: row.count }));
}

/** Popular searches as the search page and box show them: shared by the process for a minute (decision 037). */
export const recentPopularSearches = sharedRead("popular searches", 60_000, (db) => popularSearches(db));
