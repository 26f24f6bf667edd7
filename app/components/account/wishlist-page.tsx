import { rateBaseCurrency } from "#common/display-currency";
import { ShownPricesNote } from "~/components/catalog/shown-prices-note";
import { productPath, productsPath, wishlistPath } from "#common/paths";
import type { ActionFailure } from "#common/action-failure";
import { messages } from "#common/messages";
import { Heart, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "~/lib/toast";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { Button } from "~/components/ui/button";
import { EmptyListState, ListLoadFailed, NoScriptResultNotice } from "~/components/ui/list-states";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat } from "~/lib/locale";

export interface WishlistRow {
  id: string;
  name: string;
  price: number;
  currency: string;
  moq: number;
  imageKey: string | null;
  vendorName: string;
}

type Result = { ok: true; message: string } | ActionFailure | undefined;

/** The /wishlist page: saved products with Remove, Clear, an empty state and an error state with retry. */
export function WishlistPage({
  failed,
  items,
  result,
}: {
  failed: boolean;
  items: readonly WishlistRow[];
  result: Result;
}) {
  const format = useFormat();
  const navigation = useNavigation();
  const removing =
    navigation.formData?.get("intent") === "remove" ? String(navigation.formData.get("productId")) : null;
  const clearing = navigation.formData?.get("intent") === "clear";
  const shown = clearing ? [] : items.filter((item) => item.id !== removing);
  useResultToast(result);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My Wishlist</h1>
          {!failed ? (
            <p className="mt-1 text-muted-foreground">
              {shown.length} saved {shown.length === 1 ? "product" : "products"}
            </p>
          ) : null}
        </div>
        {!failed && shown.length > 0 ? (
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm("Remove every product from your wishlist?")) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="clear" />
            <Button type="submit" variant="secondary" size="sm">
              <Trash2 aria-hidden="true" className="size-4" />
              Clear wishlist
            </Button>
          </Form>
        ) : null}
      </div>
      <NoScriptResultNotice result={result} />
      <ShownPricesNote paidIn={rateBaseCurrency} className="mt-4" />

      {failed ? (
        <ListLoadFailed message={messages.wishlist.loadFailed} retryTo={wishlistPath} />
      ) : shown.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-lg border border-border bg-card">
          {shown.map((item) => (
            <li key={item.id} className="flex items-center gap-4 p-4">
              <div className="size-20 shrink-0 overflow-hidden rounded-md bg-muted">
                <CatalogImage imageKey={item.imageKey} alt="" width={80} height={80} sizes="80px" />
              </div>
              <div className="min-w-0 flex-1">
                <Link to={productPath(item.id)} className={`line-clamp-2 ${textLinkClassName}`}>
                  {item.name}
                </Link>
                <p className="truncate text-sm text-muted-foreground">{item.vendorName}</p>
                <p className="mt-1 font-semibold">
                  {format.price(item.price, item.currency)}
                  <span className="ml-2 text-sm font-normal text-muted-foreground">
                    Min. order {format.number(item.moq)}
                  </span>
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="productId" value={item.id} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${item.name} from wishlist`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">Remove</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function useResultToast(result: Result) {
  const shown = useRef<Result>(undefined);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);
}

function EmptyWishlist() {
  return (
    <EmptyListState
      icon={<Heart aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
      title="Your wishlist is empty"
      text="Save products you like with the heart on any product page."
      action={{ to: productsPath, label: "Browse Products" }}
    />
  );
}
