import { minSearchLength, normalizeSearchTerm, searchPageSize, type SearchSort } from "#common/search";
import type { ProductCardData, ProductPage } from "#common/catalog";
import type { Db } from "#db/client";
import { categories, products, searchAnalytics, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import {
  decodeCursor,
  encodeCursor,
  isIntegerText,
  isRealText,
  isRowId,
  isTimestampText,
  type KeysetColumn,
  keysetSortKey,
  rowsAfterKey,
} from "#server/lib/cursor";
import { newId } from "#server/lib/ids";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { listedProducts, productCardQuery, productCardsByIds, toProductCard } from "../catalog/product-cards";
import type { SearchResultsCache } from "./search-results-cache";
import { type MatchMode, matchModes, searchMatch } from "./search-query";
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
  /** Recent rankings to reuse (the server's, see search-results-cache.ts); without it every call ranks. */
  rankings?: SearchResultsCache;
}

/** Later pages of the same search are not new searches, so only the first page is recorded. */
const isNewSearch = (page: number) => page === 1;

/**
 * Search: listed products matching the text, optionally in one category, sorted by
 * relevance, price or newest, paged. Every search is recorded once in search_analytics (its first page).
 * `nextCursor` continues the same order from the page's last row (`searchProductsAfter`), or is null
 * at the end.
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
    rankings,
  }: SearchOptions,
): Promise<ProductPage & { term: string; nextCursor: string | null }> {
  const { term, category, scope } = await searchScope(db, { query, categorySlug });
  const rankingKey = JSON.stringify([term, categorySlug ?? "", sort, page, pageSize]);
  const kept = rankings?.get(rankingKey);
  // Fresh cards for a kept ranking; if one of them is no longer listed, the ranking is ranked again
  // so that the count never promises a card the page cannot show.
  const keptCards = kept ? await productCardsByIds(db, kept.ids) : [];
  let ranked: RankedPage = { rows: [], total: 0, nextCursor: null };
  if (kept && keptCards.length === kept.ids.length) {
    ranked = { ...kept, rows: keptCards };
  } else {
    for (const mode of matchModes) {
      ranked = await rankMatches(db, { scope, term, mode, sort, page, pageSize });
      if (ranked.total > 0) break;
    }
    rankings?.set(rankingKey, {
      ids: ranked.rows.map((row) => row.id),
      total: ranked.total,
      nextCursor: ranked.nextCursor,
    });
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
  return {
    rows: ranked.rows,
    total: resultsCount,
    totalIsLowerBound: false,
    page,
    pageSize,
    term,
    nextCursor: ranked.nextCursor,
  };
}

/**
 * The same search after `cursor` (the nextCursor of a page of `searchProducts` or of an earlier
 * call), same text, category and sort; keyset paging in the page's own order, so products listed
 * meanwhile never repeat or shift a result out. The cursor names the sort and the match mode it
 * was made in (a typo search keeps walking the close spellings); one made for another sort is a 400.
 * Not counted and not recorded: the client has the total from the first page, which was the search.
 */
export async function searchProductsAfter(
  db: Db,
  {
    query,
    categorySlug,
    sort = "relevance",
    cursor,
    pageSize = searchPageSize,
  }: Pick<SearchOptions, "query" | "categorySlug" | "sort" | "pageSize"> & { cursor: string },
): Promise<{ rows: ProductCardData[]; pageSize: number; term: string; nextCursor: string | null }> {
  const { term, scope } = await searchScope(db, { query, categorySlug });
  const [, mode, ...key] = decodeCursor(cursor, [
    (part) => part === sort,
    (part) => matchModes.includes(part as MatchMode),
    // Checked before the match exists: only the columns' checks, never their values, are read here.
    ...searchOrder(sort, sql<number>`0::real`).map((column) => column.check),
  ]);
  const match = searchMatch(term, mode as MatchMode);
  const order = searchOrder(sort, match.rank);
  const rows = await productCardQuery(db, { sortKey: keysetSortKey(order) })
    .where(and(...scope, match.where, rowsAfterKey(order, key)))
    .orderBy(...orderBy(order))
    .limit(pageSize + 1);
  return { ...cursorPage(rows, { pageSize, sort, mode: mode as MatchMode }), pageSize, term };
}

/** The text searched (refused under 2 characters), the category named, and the listed products in scope. */
async function searchScope(db: Db, { query, categorySlug }: { query: string; categorySlug?: string }) {
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
  return { term, category, scope };
}

/**
 * Each sort as a keyset: its columns, the last one unique. Relevance is the match's rank (recomputed
 * in the where for every match, as the ranking already is), then views, then id (README: why views
 * stay in the key).
 */
function searchOrder(sort: SearchSort, rank: SQL<number>): KeysetColumn[] {
  const id = (direction: "asc" | "desc"): KeysetColumn => ({
    value: products.id,
    direction,
    type: "text",
    check: isRowId,
  });
  const price = (direction: "asc" | "desc"): KeysetColumn => ({
    value: products.price,
    direction,
    type: "bigint",
    check: isIntegerText,
  });
  switch (sort) {
    case "relevance":
      return [
        { value: rank, direction: "desc", type: "real", check: isRealText },
        { value: products.viewCount, direction: "desc", type: "integer", check: isIntegerText },
        id("asc"),
      ];
    case "price_asc":
      return [price("asc"), id("asc")];
    case "price_desc":
      return [price("desc"), id("asc")];
    case "newest":
      return [
        { value: products.createdAt, direction: "desc", type: "timestamptz", check: isTimestampText },
        id("desc"),
      ];
  }
}

const orderBy = (order: readonly KeysetColumn[]) =>
  order.map((column) => (column.direction === "asc" ? asc(column.value) : desc(column.value)));

/** A page cut from `pageSize + 1` rows, the next cursor naming the sort, the mode and the last row's key. */
function cursorPage(
  rows: (Parameters<typeof toProductCard>[0] & { sortKey: string[] })[],
  { pageSize, sort, mode }: { pageSize: number; sort: SearchSort; mode: MatchMode },
) {
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    rows: shown.map(({ sortKey: _sortKey, ...row }) => toProductCard(row)),
    nextCursor: rows.length > pageSize && last ? encodeCursor([sort, mode, ...last.sortKey]) : null,
  };
}

interface RankedPage {
  rows: ProductCardData[];
  total: number;
  nextCursor: string | null;
}

/**
 * One page of matching product cards in the chosen order, and how many match in all, in one
 * statement. The count rides along as a window over the same scan (ranking has to read every
 * match anyway); the card columns are read for the page's rows only, with one row more than the
 * page to know whether a next cursor is due.
 */
async function rankMatches(
  db: Db,
  {
    scope,
    term,
    mode,
    sort,
    page,
    pageSize,
  }: { scope: SQL[]; term: string; mode: MatchMode; sort: SearchSort; page: number; pageSize: number },
): Promise<RankedPage> {
  const match = searchMatch(term, mode);
  const where = and(...scope, match.where);
  const order = searchOrder(sort, match.rank);
  const ranked = db
    .select({
      id: products.id,
      total: sql<number>`count(*) over ()`.mapWith(Number).as("total"),
      sortKey: keysetSortKey(order).as("sort_key"),
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(where)
    .orderBy(...orderBy(order))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .as("ranked");
  const rows = await productCardQuery(db, { total: ranked.total, sortKey: ranked.sortKey })
    .innerJoin(ranked, eq(ranked.id, products.id))
    .orderBy(...orderBy(order));
  if (rows.length > 0) return { ...cursorPage(rows, { pageSize, sort, mode }), total: rows[0]!.total };
  if (page === 1) return { rows: [], total: 0, nextCursor: null };
  // Past the last page the window has no row to ride on.
  const [counted] = await db
    .select({ value: count() })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(where);
  return { rows: [], total: counted?.value ?? 0, nextCursor: null };
}
