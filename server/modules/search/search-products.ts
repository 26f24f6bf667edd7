import { minSearchLength, normalizeSearchTerm, searchPageSize, type SearchSort } from "#common/search";
import type { ProductCardData, ProductPage } from "#common/catalog";
import type { Db } from "#db/client";
import { categories, products, searchAnalytics, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { listedProducts, productCardQuery, toProductCard } from "../catalog/product-cards";
import { matchModes, searchMatch } from "./search-query";
import { messages } from "#common/messages";

export interface SearchOptions {
  query: string;
  categorySlug?: string;
  sort?: SearchSort;
  page?: number;
  pageSize?: number;
  userId?: string | null;
  /** Who searched (`searchClientKey`): popular searches count each client once a day. */
  clientKey: string;
}

/** Later pages of the same search are not new searches, so only the first page is recorded. */
const isNewSearch = (page: number) => page === 1;

/**
 * Search: listed products matching the text, optionally in one category, sorted by
 * relevance, price or newest, paged. Every search is recorded once in search_analytics (its first page).
 */
export async function searchProducts(
  db: Db,
  {
    query,
    categorySlug,
    sort = "relevance",
    page = 1,
    pageSize = searchPageSize,
    userId = null,
    clientKey,
  }: SearchOptions,
): Promise<ProductPage & { term: string }> {
  const term = query.trim().replace(/\s+/g, " ");
  if (term.length < minSearchLength)
    throw new AppError("VALIDATION", { fieldErrors: { q: messages.search.tooShort } });
  const category = categorySlug
    ? ((
        await db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.slug, categorySlug))
          .limit(1)
      )[0] ?? null)
    : null;
  const scope: SQL[] = [listedProducts()];
  if (categorySlug) scope.push(category ? eq(products.categoryId, category.id) : eq(products.id, ""));
  let ranked: RankedPage = { rows: [], total: 0 };
  for (const mode of matchModes) {
    const match = searchMatch(term, mode);
    ranked = await rankMatches(db, {
      where: and(...scope, match.where),
      rank: match.rank,
      sort,
      page,
      pageSize,
    });
    if (ranked.total > 0) break;
  }
  const resultsCount = ranked.total;
  if (isNewSearch(page))
    await db.insert(searchAnalytics).values({
      id: newId("srch"),
      term,
      normalizedTerm: normalizeSearchTerm(term),
      resultsCount,
      categoryId: category?.id ?? null,
      successful: resultsCount > 0,
      userId,
      clientKey,
    });
  return { rows: ranked.rows, total: resultsCount, totalIsLowerBound: false, page, pageSize, term };
}

interface RankedPage {
  rows: ProductCardData[];
  total: number;
}

/**
 * One page of matching product cards in the chosen order, and how many match in all, in one
 * statement. The count rides along as a window over the same scan (ranking has to read every
 * match anyway); the card columns are read for the page's rows only.
 */
async function rankMatches(
  db: Db,
  {
    where,
    rank,
    sort,
    page,
    pageSize,
  }: { where: SQL | undefined; rank: SQL<number>; sort: SearchSort; page: number; pageSize: number },
): Promise<RankedPage> {
  const order: Record<SearchSort, SQL[]> = {
    relevance: [desc(rank), desc(products.viewCount), asc(products.id)],
    price_asc: [asc(products.price), asc(products.id)],
    price_desc: [desc(products.price), asc(products.id)],
    newest: [desc(products.createdAt), desc(products.id)],
  };
  const ranked = db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number).as("total") })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(where)
    .orderBy(...order[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("ranked");
  const rows = await productCardQuery(db, { total: ranked.total })
    .innerJoin(ranked, eq(ranked.id, products.id))
    .orderBy(...order[sort]);
  if (rows.length > 0) return { rows: rows.map(toProductCard), total: rows[0]!.total };
  if (page === 1) return { rows: [], total: 0 };
  // Past the last page the window has no row to ride on.
  const [counted] = await db
    .select({ value: count() })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(where);
  return { rows: [], total: counted?.value ?? 0 };
}
