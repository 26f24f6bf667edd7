import { wishlistPath, wishlistResourcePath } from "#common/paths";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { LoadingStatus, ProblemAlert } from "~/components/ui/status-notes";
import { useWishlistIds } from "~/lib/root-data";
import type { WishlistPreview } from "~/routes/resources/wishlist";
import { PreviewItem, PreviewPanel } from "./preview-panel";
import { useFormat, useT } from "~/lib/locale";

/** The wishlist preview: up to 5 saved products, loaded when it opens and again when the wishlist changes. */
export function WishlistPreviewPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fetcher = useFetcher<WishlistPreview>();
  const { load } = fetcher;
  const wishlistIds = useWishlistIds();
  const t = useT();
  const format = useFormat();

  useEffect(() => {
    if (open) void load(wishlistResourcePath);
  }, [open, load, wishlistIds]);

  const preview = fetcher.data;
  return (
    <PreviewPanel
      id="wishlist-preview"
      title={t.shell.wishlist}
      closeLabel={t.previews.closeWishlist}
      count={preview?.count ?? null}
      open={open}
      onClose={onClose}
      viewLink={{ to: wishlistPath, label: t.previews.viewWishlist }}
    >
      {!preview && fetcher.state !== "idle" ? (
        <LoadingStatus>{t.previews.loadingWishlist}</LoadingStatus>
      ) : !preview ? (
        <ProblemAlert>{t.previews.wishlistLoadFailed}</ProblemAlert>
      ) : preview.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.previews.wishlistEmpty}</p>
      ) : (
        <ul className="divide-y divide-border">
          {preview.items.map((item) => (
            <PreviewItem
              key={item.id}
              productId={item.id}
              name={item.name}
              imageKey={item.imageKey}
              detail={format.price(item.price, item.currency)}
              onClose={onClose}
            />
          ))}
        </ul>
      )}
    </PreviewPanel>
  );
}
