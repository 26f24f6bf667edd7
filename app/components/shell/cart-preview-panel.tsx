import { cartPath, cartResourcePath } from "#common/paths";
import { formatCount } from "#common/catalog";
import { messages } from "#common/messages";
import { formatMoney } from "#common/money";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { LoadingStatus, ProblemAlert } from "~/components/ui/status-notes";
import type { CartPreview } from "~/routes/resources/cart";
import { PreviewItem, PreviewPanel } from "./preview-panel";

/**
 * The cart preview: the first 4 items, '+N more items', the subtotal and View Cart; reloaded whenever the
 * cart count changes.
 */
export function CartPreviewPanel({
  open,
  onClose,
  count,
}: {
  open: boolean;
  onClose: () => void;
  count: number;
}) {
  const fetcher = useFetcher<CartPreview>();
  const { load } = fetcher;
  useEffect(() => {
    if (open) void load(cartResourcePath);
  }, [open, load, count]);

  const preview = fetcher.data;
  return (
    <PreviewPanel
      id="cart-preview"
      title="Cart"
      count={preview?.count ?? null}
      open={open}
      onClose={onClose}
      viewLink={{ to: cartPath, label: "View Cart" }}
    >
      {!preview && fetcher.state !== "idle" ? (
        <LoadingStatus>Loading your cart…</LoadingStatus>
      ) : !preview ? (
        <ProblemAlert>{messages.cart.accessFailed}</ProblemAlert>
      ) : preview.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{messages.cart.emptyTitle}</p>
      ) : (
        <>
          <ul className="divide-y divide-border">
            {preview.items.map((item) => (
              <PreviewItem
                key={item.productId}
                productId={item.productId}
                name={item.name}
                imageKey={item.imageKey}
                detail={`${formatCount(item.quantity)} × · ${formatMoney(item.lineTotal, item.currency)}`}
                onClose={onClose}
              />
            ))}
          </ul>
          {preview.moreCount > 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">+{formatCount(preview.moreCount)} more items</p>
          ) : null}
          <p className="mt-3 flex justify-between border-t border-border pt-3 font-semibold">
            <span>Subtotal</span>
            <span className="tabular-nums">{formatMoney(preview.subtotal)}</span>
          </p>
        </>
      )}
    </PreviewPanel>
  );
}
