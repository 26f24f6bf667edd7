import { wishlistPath, wishlistResourcePath } from "#common/paths";
import { formatMoney } from "#common/money";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { LoadingStatus, ProblemAlert } from "~/components/ui/status-notes";
import { useWishlistIds } from "~/lib/root-data";
import type { WishlistPreview } from "~/routes/resources/wishlist";
import { PreviewItem, PreviewPanel } from "./preview-panel";

/** The wishlist preview: up to 5 saved products, loaded when it opens and again when the wishlist changes. */
export function WishlistPreviewPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fetcher = useFetcher<WishlistPreview>();
  const { load } = fetcher;
  const wishlistIds = useWishlistIds();

  useEffect(() => {
    if (open) void load(wishlistResourcePath);
  }, [open, load, wishlistIds]);

  const preview = fetcher.data;
  return (
    <PreviewPanel
      id="wishlist-preview"
      title="Wishlist"
      count={preview?.count ?? null}
      open={open}
      onClose={onClose}
      viewLink={{ to: wishlistPath, label: "View Wishlist" }}
    >
      {!preview && fetcher.state !== "idle" ? (
        <LoadingStatus>Loading your wishlist…</LoadingStatus>
      ) : !preview ? (
        <ProblemAlert>Your wishlist could not be loaded. Please try again.</ProblemAlert>
      ) : preview.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Your wishlist is empty. Tap the heart on a product to save it.
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {preview.items.map((item) => (
            <PreviewItem
              key={item.id}
              productId={item.id}
              name={item.name}
              imageKey={item.imageKey}
              detail={formatMoney(item.price, item.currency)}
              onClose={onClose}
            />
          ))}
        </ul>
      )}
    </PreviewPanel>
  );
}
