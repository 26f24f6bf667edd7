import { cartPath, checkoutPath, guestCheckoutPath, loginPathFor, productsPath } from "#common/paths";
import type { CartView } from "#common/views/cart";
import { rateBaseCurrency } from "#common/display-currency";
import { BadgeCheck, ShieldCheck, ShoppingCart, Trash2, Truck } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { useViewer } from "~/lib/root-data";
import { Button, buttonClassName } from "~/components/ui/button";
import { EmptyListState, ListLoadFailed, NoScriptResultNotice } from "~/components/ui/list-states";
import { textLinkClassName } from "~/components/ui/text-link";
import type { CartActionResult } from "./cart-action-result";
import { CartLineRow, lineMoveFetcherKey, SavedLineRow } from "./cart-line";
import { AcceptedPayments, OrderSummary, PromoCodeBox, ShippingPicker, VolumePricing } from "./cart-summary";
import { ShownPricesNote } from "~/components/catalog/shown-prices-note";
import { useCartResultToast } from "./use-cart-result";
import { useFormat, usePageTexts, useT } from "~/lib/locale";
import { cartPageTexts } from "#common/i18n/cart-page";

const freeShippingThreshold = 5_000_000;

/** The cart page; `cart` is null when it could not be read (the spec's message with a retry). */
export function CartPage({ cart, result }: { cart: CartView | null; result: CartActionResult | undefined }) {
  const format = useFormat();
  const t = useT();
  const page = usePageTexts(cartPageTexts);
  useCartResultToast(result);
  const lineMoves = useFetcher<CartActionResult>({ key: lineMoveFetcherKey });
  useCartResultToast(lineMoves.data);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{page.title}</h1>
        <Link to={productsPath} className={textLinkClassName}>
          {page.continueShopping}
        </Link>
      </div>
      <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-3" aria-label={page.whyShopWithUs}>
        <li className="flex items-center gap-2 rounded-md bg-muted px-3 py-2">
          <ShieldCheck aria-hidden="true" className="size-4" /> {page.securePayment}
        </li>
        <li className="flex items-center gap-2 rounded-md bg-muted px-3 py-2">
          <Truck aria-hidden="true" className="size-4" />{" "}
          {page.freeShippingOver(format.money(freeShippingThreshold))}
        </li>
        <li className="flex items-center gap-2 rounded-md bg-muted px-3 py-2">
          <BadgeCheck aria-hidden="true" className="size-4" /> {page.qualityGuarantee}
        </li>
      </ul>
      <NoScriptResultNotice result={result} />
      {cart ? (
        <CartContents cart={cart} />
      ) : (
        <ListLoadFailed message={t.cart.accessFailed} retryTo={cartPath} />
      )}
    </div>
  );
}

function CartContents({ cart }: { cart: CartView }) {
  const page = usePageTexts(cartPageTexts);
  return (
    <>
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="cart-items-title">
            <div className="flex items-center justify-between gap-2">
              <h2 id="cart-items-title" className="text-lg font-semibold">
                {page.items(cart.items.length)}
              </h2>
              <ClearCartButton />
            </div>
            <ShownPricesNote paidIn={rateBaseCurrency} className="mt-2" />
            <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card">
              {cart.items.map((line) => (
                <CartLineRow key={`${line.productId} ${line.lineKey}`} line={line} />
              ))}
            </ul>
          </section>
          <div className="space-y-4">
            <ShippingPicker cart={cart} />
            <PromoCodeBox cart={cart} />
            <OrderSummary cart={cart}>
              <CheckoutLinks
                blocked={cart.items.some(
                  (line) => line.stockProblem || line.customizationProblem || line.quote?.problem,
                )}
              />
            </OrderSummary>
            <VolumePricing ladder={cart.defaultLadder} />
            <AcceptedPayments />
          </div>
        </div>
      )}
      {cart.saved.length > 0 ? (
        <section aria-labelledby="saved-title" className="mt-10">
          <h2 id="saved-title" className="text-lg font-semibold">
            {page.savedForLater(cart.saved.length)}
          </h2>
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card">
            {cart.saved.map((line) => (
              <SavedLineRow key={`${line.productId} ${line.lineKey}`} line={line} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * Proceed to Checkout: signed-in buyers go straight on; a guest signs in (the cart comes along) or checks out
 * as a guest.
 */
function CheckoutLinks({ blocked }: { blocked: boolean }) {
  const viewer = useViewer();
  const page = usePageTexts(cartPageTexts);
  if (blocked) {
    return (
      <p role="alert" className="mt-4 text-sm font-medium text-destructive-text">
        {page.checkoutBlocked}
      </p>
    );
  }
  if (viewer) {
    return (
      <Link to={checkoutPath} className={`mt-4 w-full ${buttonClassName("primary", "lg")}`}>
        {page.proceedToCheckout}
      </Link>
    );
  }
  return (
    <div className="mt-4 space-y-2">
      <Link to={loginPathFor(checkoutPath)} className={`w-full ${buttonClassName("primary", "lg")}`}>
        {page.signInAndCheckout}
      </Link>
      <Link to={guestCheckoutPath} className={`w-full ${buttonClassName("secondary", "lg")}`}>
        {page.guestCheckout}
      </Link>
    </div>
  );
}

function ClearCartButton() {
  const fetcher = useFetcher<CartActionResult>({ key: lineMoveFetcherKey });
  const page = usePageTexts(cartPageTexts);
  return (
    <fetcher.Form
      method="post"
      action={cartPath}
      onSubmit={(event) => {
        if (!window.confirm(page.clearConfirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="clear" />
      <Button type="submit" variant="ghost" size="sm" disabled={fetcher.state !== "idle"}>
        <Trash2 aria-hidden="true" className="size-4" />
        {page.clearCart}
      </Button>
    </fetcher.Form>
  );
}

function EmptyCart() {
  const t = useT();
  const page = usePageTexts(cartPageTexts);
  return (
    <EmptyListState
      icon={<ShoppingCart aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />}
      title={t.cart.emptyTitle}
      text={t.cart.emptyText}
      action={{ to: productsPath, label: page.browseProducts }}
    />
  );
}
