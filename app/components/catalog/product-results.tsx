import { formatCount, matchCountText, type ProductCardData, type ProductPage } from "#common/catalog";
import type { ReactNode } from "react";
import { Pagination } from "~/components/ui/pagination";
import { LoadMoreProducts } from "./load-more-products";
import { ProductGrid } from "./product-card";
import { type ListedPage, useInfiniteProducts } from "./use-infinite-products";

/**
 * A product list that pages two ways: Previous/Next links and a Load more link (no JavaScript
 * needed) and, with JavaScript, further pages appended in place (`LoadMoreProducts`), by cursor
 * from the JSON listing when `cursorFilters` (its filters as a query string) is given. Give it a `key` that changes with the filters so a new
 * search starts from its first page.
 */
export function ProductResults<Row extends ProductCardData>({
  first,
  label,
  cursorFilters,
  priceNote,
}: {
  first: ListedPage<Row>;
  label: string;
  cursorFilters?: string;
  /** Said under a card's price, e.g. the earlier price of a deal. */
  priceNote?: (product: Row) => ReactNode;
}) {
  const { rows, total, totalIsLowerBound, lastPage, ...more } = useInfiniteProducts(first, cursorFilters);
  return (
    <div>
      <ProductGrid products={rows} eagerCount={4} priceNote={priceNote} />
      <LoadMoreProducts
        href={more.nextPageHref}
        hasMore={more.hasMore}
        loading={more.loading}
        failed={more.failed}
        lastLoadedCount={more.lastLoadedCount}
        onLoad={more.load}
      />
      <div className="flex min-h-12 items-center justify-center gap-2 pt-2 text-sm text-muted-foreground">
        {rows.length > 0
          ? shownRangeText((first.page - 1) * first.pageSize + 1, rows.length, { total, totalIsLowerBound })
          : null}
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
