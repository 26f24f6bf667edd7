import { canOrder } from "#common/catalog";
import { cartPath } from "#common/paths";
import { LoaderCircle, ShoppingCart } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { cartButtonTexts } from "#common/i18n/cart-buttons";
import { usePageTexts } from "~/lib/locale";
import { Button, type ButtonSize } from "~/components/ui/button";
import type { CartActionResult } from "./cart-action-result";
import { useCartResultToast } from "./use-cart-result";

/**
 * Add to Cart for one product and quantity: a form posting to /cart, so it works without
 * JavaScript (the cart page then shows the result); with it, a toast reports the result and the
 * button is disabled while adding. The server checks the product, minimum order and stock.
 */
export function AddToCartButton({
  productId,
  productName,
  quantity,
  stockQuantity,
  source = "retail",
  size = "md",
  className = "",
  onAdded,
  buyNow = false,
}: {
  productId: string;
  productName: string;
  quantity: number;
  stockQuantity: number;
  /** The B2B tab reports 'Added {n} units of {name}'; everywhere else '{qty} × {name}'. */
  source?: "retail" | "bulk";
  size?: ButtonSize;
  className?: string;
  onAdded?: () => void;
  /** Also offer Buy Now: add, then go straight to checkout. */
  buyNow?: boolean;
}) {
  const fetcher = useFetcher<CartActionResult>();
  const texts = usePageTexts(cartButtonTexts);
  const adding = fetcher.state !== "idle";
  useCartResultToast(fetcher.data);
  const reported = useRef<CartActionResult | undefined>(undefined);
  useEffect(() => {
    if (!fetcher.data || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    if (fetcher.data.ok) onAdded?.();
  }, [fetcher.data, onAdded]);

  if (!canOrder(stockQuantity)) {
    return (
      <Button size={size} className={`w-full ${className}`} disabled>
        {texts.outOfStock}
      </Button>
    );
  }
  return (
    <fetcher.Form method="post" action={cartPath} className={className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value={quantity} />
      <input type="hidden" name="source" value={source} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size={size}
          className="min-w-[7.5rem] flex-1"
          disabled={adding}
          aria-label={texts.addToCartLabel(productName)}
        >
          {adding ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ShoppingCart aria-hidden="true" className="size-4" />
          )}
          {adding ? texts.adding : texts.addToCart}
        </Button>
        {buyNow ? (
          <Button
            type="submit"
            name="then"
            value="checkout"
            variant="secondary"
            size={size}
            className="min-w-[6rem] flex-1"
            disabled={adding}
            aria-label={texts.buyNowLabel(productName)}
          >
            {texts.buyNow}
          </Button>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
