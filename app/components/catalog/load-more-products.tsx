import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFormat, useT } from "~/lib/locale";

/**
 * "Load more products": without JavaScript a plain link to the next numbered page; with it, a
 * press appends the next page in place, and so does the link coming within 600 px of the viewport.
 * Focus stays on the link (it is never disabled or removed while loading), now below the new rows, and
 * a polite status says how many products arrived.
 */
export function LoadMoreProducts({
  href,
  hasMore,
  loading,
  failed,
  lastLoadedCount,
  onLoad,
}: {
  href: string;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  lastLoadedCount: number;
  onLoad: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const link = linkRef.current;
    if (!link || !hasMore || loading || failed || typeof IntersectionObserver === "undefined") return;
    // A fresh observer reports at once whether the link is still near the viewport after the last page arrived.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onLoad();
      },
      { rootMargin: "0px 0px 600px 0px" },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [hasMore, loading, failed, onLoad]);

  const status = failed
    ? t.productList.loadFailed
    : lastLoadedCount > 0 && !loading
      ? t.productList.moreLoaded(format.number(lastLoadedCount))
      : "";
  return (
    <div className="flex flex-col items-center gap-2 pt-6">
      <p role="status" className="sr-only">
        {status}
      </p>
      {hasMore ? (
        <a
          ref={linkRef}
          href={href}
          aria-disabled={loading || undefined}
          onClick={(event) => {
            event.preventDefault();
            onLoad();
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-border px-4 text-sm font-medium hover:bg-muted aria-disabled:opacity-70"
        >
          {loading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {loading ? t.productList.loadingMore : t.productList.loadMore}
        </a>
      ) : null}
      {failed ? (
        <p className="text-sm text-destructive" aria-hidden="true">
          {t.productList.loadFailed}
        </p>
      ) : null}
    </div>
  );
}
