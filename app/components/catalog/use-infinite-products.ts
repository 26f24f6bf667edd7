import type { ProductCardData, ProductPage } from "#common/catalog";
import { pageCount } from "#common/paging";
import { productsApiPath } from "#common/paths";
import { useCallback, useMemo, useState } from "react";
import { useFetcher, useLocation } from "react-router";

/** A listed page as the listing's loader answers it: `nextCursor` continues it through the JSON API. */
export type ListedPage<Row extends ProductCardData = ProductCardData> = ProductPage<Row> & {
  nextCursor?: string | null;
};

/** Loader data of a page that lists products; the fetcher asks the same loader for `?page=N`. */
export type WithProducts<Row extends ProductCardData = ProductCardData> = { products: ListedPage<Row> };

/**
 * Infinite product list: starting from the server-rendered page, `load` appends the next one. With
 * `cursorFilters` (the list's filters as the JSON listing reads them) the next page comes from the
 * JSON listing by cursor, which costs the same at any depth; otherwise the fetcher asks this page's
 * loader for `?page=N+1`. Pages are
 * merged with duplicates (by id) removed. Remount (key) to start over, e.g. when the filters change.
 */
export function useInfiniteProducts<Row extends ProductCardData>(
  first: ListedPage<Row>,
  cursorFilters?: string,
) {
  const fetcher = useFetcher<WithProducts<Row>>();
  const { load: loadPage } = fetcher;
  const location = useLocation();
  const [morePages, setMorePages] = useState<ListedPage<Row>[]>([]);
  const [handled, setHandled] = useState<ListedPage<Row> | undefined>(undefined);
  const [fetching, setFetching] = useState(false);
  const [failed, setFailed] = useState(false);

  const latest = morePages.at(-1) ?? first;
  // A fetched page is taken in once, during render (no effect round-trip), and only if it is the next one.
  const arrived = fetcher.state === "idle" ? fetcher.data?.products : undefined;
  if (arrived && arrived !== handled) {
    setHandled(arrived);
    if (arrived.page === latest.page + 1) setMorePages([...morePages, arrived]);
  }

  const rows = useMemo(
    () => uniqueById([first, ...morePages].flatMap((page) => page.rows)),
    [first, morePages],
  );
  const total = latest.total;
  const byCursor = cursorFilters !== undefined && first.nextCursor !== undefined;
  const hasMore = byCursor
    ? Boolean(latest.nextCursor)
    : latest.rows.length > 0 && latest.page < pageCount(total, first.pageSize) && rows.length < total;
  const loading = fetching || fetcher.state !== "idle";

  const nextPageHref = useMemo(() => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(latest.page + 1));
    return `${location.pathname}?${params}`;
  }, [location.pathname, location.search, latest.page]);

  const load = useCallback(() => {
    if (!hasMore || loading) return;
    setFailed(false);
    if (!byCursor || !latest.nextCursor) return void loadPage(nextPageHref);
    setFetching(true);
    fetch(productsApiPath(new URLSearchParams(cursorFilters), latest.nextCursor), {
      headers: { accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`product list answered ${response.status}`);
        // The JSON listing answers plain cards: only lists of plain cards give `cursorFilters`.
        const next = (await response.json()) as { rows: Row[]; nextCursor: string | null };
        setMorePages((pages) => [...pages, { ...latest, page: latest.page + 1, ...next }]);
      })
      .catch(() => setFailed(true))
      .finally(() => setFetching(false));
  }, [hasMore, loading, byCursor, cursorFilters, latest, loadPage, nextPageHref]);

  return {
    rows,
    total,
    totalIsLowerBound: latest.totalIsLowerBound,
    lastPage: latest.page,
    /** How many rows the last appended page brought (0 before the first). */
    lastLoadedCount: morePages.length ? (morePages.at(-1)?.rows.length ?? 0) : 0,
    hasMore,
    loading,
    failed,
    load,
    nextPageHref,
  };
}

function uniqueById<Row extends ProductCardData>(rows: Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}
