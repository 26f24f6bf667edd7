import { countText } from "#common/catalog";
import { formatMoney } from "#common/money";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { CatalogImage } from "~/components/catalog/catalog-image";
import { productPath } from "~/components/catalog/product-card";
import { buttonClassName } from "~/components/ui/button";
import { LoadingStatus, ProblemAlert } from "~/components/ui/status-notes";
import { useWishlistIds } from "~/root";
import type { WishlistPreview } from "~/routes/resources/wishlist";

/**
 * The preview panel: loads when it opens (and again when the wishlist changes), closes on Escape
 * or the close button, and hands focus back to the floating button.
 */
export function WishlistPreviewPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fetcher = useFetcher<WishlistPreview>();
  const { load } = fetcher;
  const wishlistIds = useWishlistIds();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) void load("/resources/wishlist");
  }, [open, load, wishlistIds]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      document.querySelector<HTMLElement>('[aria-controls="wishlist-preview"]')?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  const preview = fetcher.data;
  return (
    <div
      id="wishlist-preview"
      ref={panelRef}
      role="dialog"
      aria-labelledby="wishlist-preview-title"
      tabIndex={-1}
      hidden={!open}
      className="w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl outline-none"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="wishlist-preview-title" className="font-semibold">
          Wishlist
          {preview ? <span className="ml-1 text-sm font-normal text-muted-foreground">({countText(preview.count, "item")})</span> : null}
        </h2>
        <button type="button" onClick={onClose} aria-label="Close wishlist preview" className="inline-flex size-8 items-center justify-center rounded-md hover:bg-muted">
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="mt-3">
        {!preview && fetcher.state !== "idle" ? (
          <LoadingStatus>Loading your wishlist…</LoadingStatus>
        ) : !preview ? (
          <ProblemAlert>Your wishlist could not be loaded. Please try again.</ProblemAlert>
        ) : preview.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your wishlist is empty. Tap the heart on a product to save it.</p>
        ) : (
          <ul className="divide-y divide-border">
            {preview.items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 py-2">
                <div className="size-12 shrink-0 overflow-hidden rounded-md bg-muted">
                  <CatalogImage imageKey={item.imageKey} alt="" width={48} height={48} sizes="48px" />
                </div>
                <div className="min-w-0 flex-1">
                  <Link to={productPath(item.id)} onClick={onClose} className="line-clamp-2 text-sm font-medium hover:underline">
                    {item.name}
                  </Link>
                  <p className="text-sm text-muted-foreground">{formatMoney(item.price, item.currency)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link to="/wishlist" onClick={onClose} className={`${buttonClassName("primary")} mt-3 w-full`}>
        View Wishlist
      </Link>
    </div>
  );
}
