import { minSearchLength, normalizeSearchTerm, searchPageSize, type SearchSort } from "#common/search";
import type { ProductPage } from "#common/catalog";
import type { Db } from "#db/client";
import { categories, products, searchAnalytics, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { listedProducts, productCardQuery, toProductCard } from "../catalog/product-cards";
import { searchMatch } from "./search-query";
import { messages } from "#common/messages";

export interface SearchOptions {
  query: string;
  categorySlug?: string;
  sort?: SearchSort;
  page?: number;
  pageSize?: number;
  userId?: string | null;
}

/** Later pages of the same search are not new searches, so only the first page is recorded. */
const isNewSearch = (page: number) => page === 1;

/**
 * Spec 2 §7 "Search": listed products matching the text, optionally in one category, sorted by
 * relevance, price or newest, paged. Every search is recorded once in search_analytics (its first page).
 */
export async function searchProducts(db: Db, { query, categorySlug, sort = "relevance", page = 1, pageSize = searchPageSize, userId = null }: SearchOptions): Promise<ProductPage & { term: string }> {
  const term = query.trim().replace(/\s+/g, " ");
  if (term.length < minSearchLength) throw new AppError("VALIDATION", { fieldErrors: { q: messages.search.tooShort } });
  const category = categorySlug
    ? ((await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, categorySlug)).limit(1))[0] ?? null)
    : null;
  const match = searchMatch(term);
  const conditions: SQL[] = [listedProducts(), match.where];
  if (categorySlug) conditions.push(category ? eq(products.categoryId, category.id) : eq(products.id, ""));
  const where = and(...conditions);
  const order: Record<SearchSort, SQL[]> = {
    relevance: [desc(match.rank), desc(products.viewCount), asc(products.id)],
    price_asc: [asc(products.price), asc(products.id)],
    price_desc: [desc(products.price), asc(products.id)],
    newest: [desc(products.createdAt), desc(products.id)],
  };
  const [rows, [total]] = await Promise.all([
    productCardQuery(db).where(where).orderBy(...order[sort]).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ value: count() }).from(products).innerJoin(vendors, eq(vendors.id, products.vendorId)).where(where),
  ]);
  const resultsCount = total?.value ?? 0;
  if (isNewSearch(page)) await db.insert(searchAnalytics).values({
    id: newId("srch"),
    term,
    normalizedTerm: normalizeSearchTerm(term),
    resultsCount,
    categoryId: category?.id ?? null,
    successful: resultsCount > 0,
    userId,
  });
  return { rows: rows.map(toProductCard), total: resultsCount, page, pageSize, term };
}
