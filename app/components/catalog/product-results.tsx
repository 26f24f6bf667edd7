import type { ProductCardData, ProductPage } from "#common/catalog";
import { rateBaseCurrency } from "#common/display-currency";
import { productListTexts } from "#common/i18n/product-list";
import type { ReactNode } from "react";
import { Pagination } from "~/components/ui/pagination";
import { useFormat, usePageTexts } from "~/lib/locale";
import { LoadMoreProducts } from "./load-more-products";
import { ProductGrid } from "./product-card";
import { ShownPricesNote } from "./shown-prices-note";
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
  const texts = usePageTexts(productListTexts);
  const format = useFormat();
  const countText = useProductCountText();
  const from = (first.page - 1) * first.pageSize + 1;
  return (
    <div>
      <ShownPricesNote paidIn={rateBaseCurrency} className="mb-3" />
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
          ? texts.showing(
              format.number(from),
              format.number(from + rows.length - 1),
              countText({ total, totalIsLowerBound }),
            )
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

/**
 * How many products a list found, in the request's language: "213 products", or "1,000+ products"
 * when the list was counted only so far.
 */
export function useProductCountText() {
  const texts = usePageTexts(productListTexts);
  const format = useFormat();
  return ({ total, totalIsLowerBound }: Pick<ProductPage, "total" | "totalIsLowerBound">) =>
    texts.productCount(total, format.number(total), totalIsLowerBound);
}
