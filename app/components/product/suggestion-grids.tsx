import type { ProductCardData } from "#common/catalog";
import { ProductGrid } from "~/components/catalog/product-card";
import { useT } from "~/lib/locale";

export interface SuggestionGridsProps {
  related: readonly ProductCardData[];
  recentlyViewed: readonly ProductCardData[];
  recommended: readonly ProductCardData[];
}

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

/** Related Products, Recently Viewed and Recommended for You, each only when it has products. */
export default function SuggestionGrids({ related, recentlyViewed, recommended }: SuggestionGridsProps) {
  const t = useT();
  return (
    <div className="space-y-12">
      <SuggestionGrid id="related" title={t.product.relatedProducts} products={related} />
      <SuggestionGrid id="recently-viewed" title={t.product.recentlyViewed} products={recentlyViewed} />
      <SuggestionGrid id="recommended" title={t.product.recommendedForYou} products={recommended} />
    </div>
  );
}
