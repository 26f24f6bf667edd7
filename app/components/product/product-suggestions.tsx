import { productSuggestionsPath } from "#common/paths";
import type { ProductCardData } from "#common/catalog";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ProductGrid } from "~/components/catalog/product-card";
import {
  loadRecentlyViewed,
  recentlyViewedShow,
  recordView,
  saveRecentlyViewed,
  viewedParam,
} from "~/lib/recently-viewed";
import type { ProductSuggestions as Suggestions } from "~/routes/resources/product-suggestions";

function SuggestionGrid({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: readonly ProductCardData[];
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}

/**
 * Related products (same category, from the server), then Recently Viewed and Recommended for You.
 * After hydration the browser's recently viewed list (keep 20, show 6) is sent to the
 * server for cards and personal recommendations, and this view is recorded in it.
 */
export function ProductSuggestions({
  productId,
  related,
  recommended,
}: {
  productId: string;
  related: readonly ProductCardData[];
  recommended: readonly ProductCardData[];
}) {
  const fetcher = useFetcher<Suggestions>();
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (recorded.current === productId) return;
    recorded.current = productId;
    const entries = loadRecentlyViewed();
    const viewed = viewedParam(entries, productId);
    if (viewed) void fetcher.load(productSuggestionsPath(productId, viewed));
    saveRecentlyViewed(recordView(entries, productId, Date.now()));
  }, [productId, fetcher]);

  const personal = fetcher.data && !fetcher.data.failed ? fetcher.data : null;
  // A product already shown under Related Products is not repeated as a recommendation.
  const relatedIds = new Set(related.map((product) => product.id));
  const recommendations = (personal?.recommended ?? recommended).filter(
    (product) => !relatedIds.has(product.id),
  );
  return (
    <div className="space-y-12">
      <SuggestionGrid id="related" title="Related Products" products={related} />
      <SuggestionGrid
        id="recently-viewed"
        title="Recently Viewed"
        products={personal?.recentlyViewed.slice(0, recentlyViewedShow) ?? []}
      />
      <SuggestionGrid id="recommended" title="Recommended for You" products={recommendations} />
    </div>
  );
}
