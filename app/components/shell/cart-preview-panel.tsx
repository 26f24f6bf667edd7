import { cartPath, cartResourcePath } from "#common/paths";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { LoadingStatus, ProblemAlert } from "~/components/ui/status-notes";
import type { CartPreview } from "~/routes/resources/cart";
import { LineCustomization } from "~/components/cart/line-customization";
import { PreviewItem, PreviewPanel } from "./preview-panel";
import { useFormat, useT } from "~/lib/locale";

/**
 * The cart preview: the first 4 items (quantity × unit price = line total, all as the server priced
 * them), '+N more items', the subtotal and View Cart; reloaded whenever the cart count changes.
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
  const t = useT();
  const format = useFormat();
  const { load } = fetcher;
  useEffect(() => {
    if (open) void load(cartResourcePath);
  }, [open, load, count]);

  const preview = fetcher.data;
  return (
    <PreviewPanel
      id="cart-preview"
      title={t.shell.cart}
      closeLabel={t.previews.closeCart}
      count={preview?.count ?? null}
      open={open}
      onClose={onClose}
      viewLink={{ to: cartPath, label: t.previews.viewCart }}
    >
      {!preview && fetcher.state !== "idle" ? (
        <LoadingStatus>{t.previews.loadingCart}</LoadingStatus>
      ) : !preview ? (
        <ProblemAlert>{t.cart.accessFailed}</ProblemAlert>
      ) : preview.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.cart.emptyTitle}</p>
      ) : (
        <>
          <ul className="divide-y divide-border">
            {preview.items.map((item) => (
              <PreviewItem
                key={`${item.productId} ${item.lineKey}`}
                productId={item.productId}
                name={item.name}
                imageKey={item.imageKey}
                detail={`${format.number(item.quantity)} × ${format.price(item.unitPrice, item.currency)} = ${format.price(item.lineTotal, item.currency)}${item.quoteId ? ` · ${t.previews.quotedPrice(item.quoteId)}` : ""}`}
                onClose={onClose}
              >
                <LineCustomization
                  name={item.name}
                  customization={item.customization}
                  className="text-xs text-muted-foreground"
                />
              </PreviewItem>
            ))}
          </ul>
          {preview.moreCount > 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">
              {t.previews.moreItems(format.number(preview.moreCount))}
            </p>
          ) : null}
          <p className="mt-3 flex justify-between border-t border-border pt-3 font-semibold">
            <span>{t.previews.subtotal}</span>
            <span className="tabular-nums">{format.money(preview.subtotal)}</span>
          </p>
        </>
      )}
    </PreviewPanel>
  );
}
