import type { ProductCardData, ProductPage } from "#common/catalog";
import { pageCount } from "#common/paging";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";

/** Loader data of a page that lists products; the fetcher asks the same loader for `?page=N`. */
export type WithProducts = { products: ProductPage };

/**
 * Infinite product list: starting from the server-rendered page, the next page loads when the
 * sentinel scrolls into view, while fewer rows are loaded than the total and no fetch is in
 * flight; pages are merged with duplicates (by id) removed. Remount (key) to start over, e.g.
 * when the filters change.
 */
export function useInfiniteProducts(first: ProductPage) {
  const fetcher = useFetcher<WithProducts>();
  const { load } = fetcher;
  const location = useLocation();
  const [morePages, setMorePages] = useState<ProductPage[]>([]);
  const [handled, setHandled] = useState<ProductPage | undefined>(undefined);

  // A fetched page is taken in once, during render (no effect round-trip), and only if it is the next one.
  const arrived = fetcher.state === "idle" ? fetcher.data?.products : undefined;
  if (arrived && arrived !== handled) {
    setHandled(arrived);
    const lastLoaded = morePages.at(-1)?.page ?? first.page;
    if (arrived.page === lastLoaded + 1) setMorePages([...morePages, arrived]);
  }

  const rows = useMemo(
    () => uniqueById([first, ...morePages].flatMap((page) => page.rows)),
    [first, morePages],
  );
  const latest = morePages.at(-1) ?? first;
  const total = latest.total;
  const hasMore =
    latest.rows.length > 0 && latest.page < pageCount(total, first.pageSize) && rows.length < total;
  const loading = fetcher.state !== "idle";

  const sentinelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || loading || typeof IntersectionObserver === "undefined") return;
    // A fresh observer reports at once whether the sentinel is still in view after the last page arrived.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const params = new URLSearchParams(location.search);
        params.set("page", String(latest.page + 1));
        void load(`${location.pathname}?${params}`);
      },
      { rootMargin: "0px 0px 600px 0px" },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loading, latest.page, location.pathname, location.search, load]);

  return {
    rows,
    total,
    totalIsLowerBound: latest.totalIsLowerBound,
    lastPage: latest.page,
    hasMore,
    loading,
    sentinelRef,
  };
}

function uniqueById(rows: ProductCardData[]): ProductCardData[] {
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}
