import { minSearchLength, popularSearchDays, popularSearchLimit, suggestionLimit } from "#common/search";
import type { ProductCardData } from "#common/catalog";
import type { Db } from "#db/client";
import { products, searchAnalytics } from "#db/schema";
import { and, count, desc, eq, gt, max, sql } from "drizzle-orm";
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

/** Spec 2 §7: the most frequent successful searches of the last seven days. */
export async function popularSearches(db: Db, { limit = popularSearchLimit }: { limit?: number } = {}): Promise<{ term: string; count: number }[]> {
  const searches = count();
  const rows = await db
    .select({ term: max(searchAnalytics.term), count: searches })
    .from(searchAnalytics)
    .where(and(eq(searchAnalytics.successful, true), gt(searchAnalytics.createdAt, sql`now() - make_interval(days => ${popularSearchDays})`)))
    .groupBy(searchAnalytics.normalizedTerm)
    .orderBy(desc(searches), searchAnalytics.normalizedTerm)
    .limit(limit);
  return rows.map((row) => ({ term: row.term ?? "", count: row.count }));
}
