import { cartPath } from "#common/paths";
import { LoaderCircle } from "lucide-react";
import type { MouseEvent } from "react";
import { useFetcher } from "react-router";
import { cartButtonTexts } from "#common/i18n/cart-buttons";
import { usePageTexts } from "~/lib/locale";
import type { CartActionResult } from "./cart-action-result";
import { useCartResultToast } from "./use-cart-result";

/**
 * A product card's Add to Cart and Buy Now: two buttons naming the product (`add=<id>`,
 * `buy=<id>`) that submit the grid's shared cart form (`CartCardForm`), so no card carries a form of
 * its own. The server adds the product's minimum order. Without JavaScript the cart page shows the
 * result; with it, a toast does, and both buttons are disabled while adding.
 */
export function CardCartButtons({
  form,
  productId,
  productName,
  stockQuantity,
}: {
  form: string;
  productId: string;
  productName: string;
  stockQuantity: number;
}) {
  const fetcher = useFetcher<CartActionResult>();
  const texts = usePageTexts(cartButtonTexts);
  const adding = fetcher.state !== "idle";
  useCartResultToast(fetcher.data);

  if (stockQuantity <= 0) {
    return (
      <div className="card-buy">
        <button type="button" className="btn btn-primary btn-sm" disabled>
          {texts.outOfStock}
        </button>
      </div>
    );
  }
  const submit = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const { name, value } = event.currentTarget;
    void fetcher.submit({ [name]: value }, { method: "post", action: cartPath });
  };
  return (
    <div className="card-buy">
      <button
        type="submit"
        form={form}
        name="add"
        value={productId}
        onClick={submit}
        disabled={adding}
        aria-label={texts.addToCartLabel(productName)}
        className="btn btn-primary btn-sm"
      >
        {adding ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <span className="glyph glyph-cart" />
        )}
        {adding ? texts.adding : texts.addToCart}
      </button>
      <button
        type="submit"
        form={form}
        name="buy"
        value={productId}
        onClick={submit}
        disabled={adding}
        aria-label={texts.buyNowLabel(productName)}
        className="btn btn-secondary btn-sm"
      >
        {texts.buyNow}
      </button>
    </div>
  );
}

/** The one cart form a grid's card buttons submit without JavaScript (the cart page answers). */
export function CartCardForm({ id }: { id: string }) {
  return <form id={id} method="post" action={cartPath} hidden />;
}
