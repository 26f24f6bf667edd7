import { productSuggestionsPath } from "#common/paths";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { loadRecentlyViewed, recordView, saveRecentlyViewed, viewedParam } from "~/lib/recently-viewed";
import type { ProductSuggestions as Suggestions } from "~/routes/resources/product-suggestions";

// The cards' code comes with the cards, apart from the page's.
const SuggestionGrids = lazy(() => import("./suggestion-grids"));

/** How far below the screen the foot of the page starts loading, so it is there when scrolled to. */
const preloadMargin = "600px";

/**
 * The foot of the product page: Related Products, Recently Viewed and Recommended for You. The
 * page does not carry them: they load when the visitor scrolls near (they are below the fold on
 * every screen), with the browser's recently viewed list (keep 20, show 6) for the personal ones.
 * This view is recorded in that list at once.
 */
export function ProductSuggestions({ productId }: { productId: string }) {
  const fetcher = useFetcher<Suggestions>();
  const foot = useRef<HTMLDivElement>(null);
  const recorded = useRef<string | null>(null);
  const requested = useRef<string | null>(null);
  const { load } = fetcher;

  useEffect(() => {
    if (recorded.current === productId) return;
    recorded.current = productId;
    saveRecentlyViewed(recordView(loadRecentlyViewed(), productId, Date.now()));
  }, [productId]);

  useEffect(() => {
    const element = foot.current;
    if (!element || requested.current === productId) return;
    const request = () => {
      requested.current = productId;
      void load(productSuggestionsPath(productId, viewedParam(loadRecentlyViewed(), productId)));
    };
    if (typeof IntersectionObserver === "undefined") return request();
    const observer = new IntersectionObserver(
      (seen) => {
        if (!seen.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        request();
      },
      { rootMargin: preloadMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [productId, load]);

  // Only an answer of the suggestions route counts. A fetcher revalidated while its route is still
  // being discovered (an upload on this page finishing at that moment) is answered by the catch-all
  // not-found route instead: its empty data would fail the grids and take the page down.
  const found = fetcher.data?.failed === false ? fetcher.data : null;
  return (
    <div ref={foot} aria-busy={fetcher.state !== "idle"} className="min-h-px">
      {found ? (
        <Suspense fallback={null}>
          <SuggestionGrids
            related={found.related}
            recentlyViewed={found.recentlyViewed}
            recommended={found.recommended}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
