import { productSuggestionsPath } from "#common/paths";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFetcher, useFetchers, useNavigation } from "react-router";
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
  const [near, setNear] = useState(false);
  // Not while a form on the page is being sent: React Router revalidates fetchers when a submission
  // ends, and one whose route it is still discovering is revalidated through the catch-all
  // not-found route, whose error takes the whole page down (an upload that scrolled the foot into
  // view did exactly that).
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const sending = navigation.state !== "idle" || fetchers.some((other) => other.formMethod !== undefined);
  const { load } = fetcher;

  useEffect(() => {
    if (recorded.current === productId) return;
    recorded.current = productId;
    saveRecentlyViewed(recordView(loadRecentlyViewed(), productId, Date.now()));
  }, [productId]);

  useEffect(() => {
    const element = foot.current;
    if (!element) return;
    // Without an observer (very old browsers) the foot loads at once.
    const observe = typeof IntersectionObserver !== "undefined";
    if (!observe) {
      queueMicrotask(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (seen) => {
        if (!seen.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: preloadMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [productId]);

  useEffect(() => {
    if (!near || sending || requested.current === productId) return;
    requested.current = productId;
    void load(productSuggestionsPath(productId, viewedParam(loadRecentlyViewed(), productId)));
  }, [near, sending, productId, load]);

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
