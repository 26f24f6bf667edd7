import { productsPath } from "#common/paths";
import type { ProductPage } from "#common/catalog";
import { messages } from "#common/messages";
import { storeSearchMinLength } from "#common/vendors";
import { Link, useLocation, useNavigation } from "react-router";
import { EmptyProducts, PastLastPage } from "~/components/catalog/empty-products";
import { ProductResults, useProductCountText } from "~/components/catalog/product-results";
import { buttonClassName } from "~/components/ui/button";
import { SearchBox } from "./search-box";

/**
 * Products tab: a search box (text of at least 2 characters is searched, 300 ms after
 * typing stops), the store's products as cards with paging, and an empty state for each reason.
 */
export function StoreProductsTab({
  products,
  search,
  storeName,
}: {
  products: ProductPage;
  search: string;
  storeName: string;
}) {
  const countText = useProductCountText();
  const location = useLocation();
  const navigation = useNavigation();
  const searching = search.length >= storeSearchMinLength;
  const updating = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="w-full sm:max-w-md">
          <SearchBox
            label={`Search ${storeName} products`}
            placeholder="Search this store's products..."
            value={search}
            minLength={storeSearchMinLength}
            hint={search && !searching ? messages.search.tooShort : null}
          />
        </div>
        <p aria-live="polite" className="text-sm text-muted-foreground sm:pt-2.5">
          {updating ? "Loading products…" : countText(products)}
        </p>
      </div>
      <div aria-busy={updating} className="transition-opacity aria-busy:opacity-60">
        {products.rows.length > 0 ? (
          <ProductResults key={location.search} first={products} label="Store product pages" />
        ) : (
          <NoProducts total={products.total} search={searching ? search : null} />
        )}
      </div>
    </div>
  );
}

function NoProducts({ total, search }: { total: number; search: string | null }) {
  const location = useLocation();
  if (total > 0) return <PastLastPage />;
  if (search) {
    return (
      <EmptyProducts title={`No products match “${search}”`}>
        <p className="text-sm text-muted-foreground">Try another word, or see everything this store sells.</p>
        <Link to={location.pathname} className={buttonClassName("secondary")}>
          Clear search
        </Link>
      </EmptyProducts>
    );
  }
  return (
    <EmptyProducts title="This store has no products yet">
      <Link to={productsPath} className={buttonClassName("secondary")}>
        Browse Products
      </Link>
    </EmptyProducts>
  );
}
