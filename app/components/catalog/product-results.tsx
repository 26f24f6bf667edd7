import { formatCount, matchCountText, type ProductPage } from "#common/catalog";
import { LoaderCircle } from "lucide-react";
import { Pagination } from "~/components/ui/pagination";
import { ProductGrid } from "./product-card";
import { useInfiniteProducts } from "./use-infinite-products";

/**
 * A product list that pages two ways: Previous/Next links (no JavaScript needed) and, with
 * JavaScript, further pages appended as the end of the list scrolls into view.
 * Give it a `key` that changes with the filters so a new search starts from its first page.
 */
export function ProductResults({ first, label }: { first: ProductPage; label: string }) {
  const { rows, total, totalIsLowerBound, lastPage, hasMore, loading, sentinelRef } =
    useInfiniteProducts(first);
  return (
    <div>
      <ProductGrid products={rows} eagerCount={4} />
      {hasMore ? <div ref={sentinelRef} aria-hidden="true" className="h-px" /> : null}
      <div
        role="status"
        className="flex min-h-12 items-center justify-center gap-2 pt-6 text-sm text-muted-foreground"
      >
        {loading ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Loading more products…
          </>
        ) : rows.length > 0 ? (
          shownRangeText((first.page - 1) * first.pageSize + 1, rows.length, { total, totalIsLowerBound })
        ) : null}
      </div>
      <Pagination
        page={lastPage}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        pageSize={first.pageSize}
        label={label}
      />
    </div>
  );
}

/** "Showing 1–24 of 213 products": from the first page shown to the last one loaded. */
function shownRangeText(
  from: number,
  shown: number,
  count: Pick<ProductPage, "total" | "totalIsLowerBound">,
): string {
  return `Showing ${formatCount(from)}–${formatCount(from + shown - 1)} of ${matchCountText(count)}`;
}

/** "1,234 products" above a list (other pages import it from here). */
export { matchCountText as resultCountText } from "#common/catalog";
