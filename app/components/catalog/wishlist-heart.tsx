import { loginPathFor, wishlistResourcePath } from "#common/paths";
import { productListTexts } from "#common/i18n/product-list";
import { Heart } from "lucide-react";
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { usePageTexts, useT } from "~/lib/locale";
import { useViewer } from "~/lib/root-data";
import type { WishlistToggleResult } from "~/routes/resources/wishlist";

const action = wishlistResourcePath;

/**
 * The wishlist toggle: changes at once, then saves; a failure puts it back. While saving it is
 * busy and ignores presses. A guest is offered a Login action with the return path.
 */
function useWishlistToggle(productId: string, productName: string, savedInitially: boolean) {
  const viewer = useViewer();
  const fetcher = useFetcher<WishlistToggleResult>();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const texts = usePageTexts(productListTexts);
  const returnTo = location.pathname + location.search;
  // The state the server last confirmed: set when a change is sent, and kept when it fails.
  const [confirmed, setConfirmed] = useState(savedInitially);
  const busy = fetcher.state !== "idle";
  const pendingIntent = fetcher.formData?.get("intent");
  const result = fetcher.data;
  const saved = pendingIntent ? pendingIntent === "add" : result?.ok ? result.inWishlist : confirmed;

  const reported = useRef<WishlistToggleResult | undefined>(undefined);
  const updateFailed = t.wishlist.cardUpdateFailed;
  useEffect(() => {
    if (fetcher.state !== "idle" || !result || reported.current === result) return;
    reported.current = result;
    if (result.ok) toast.success(result.message, { id: `wishlist:${productId}` });
    else toast.error(updateFailed, { id: `wishlist:${productId}` });
  }, [fetcher.state, result, productId, updateFailed]);

  /** Replaces the plain form post (which still works without JavaScript). */
  function toggle(event: FormEvent | MouseEvent) {
    event.preventDefault();
    if (busy) return;
    if (!viewer) {
      toast.info(t.wishlist.cardLoginToAdd, {
        id: "wishlist-login",
        action: { label: t.shell.login, onClick: () => navigate(loginPathFor(returnTo)) },
      });
      return;
    }
    setConfirmed(saved);
    fetcher.submit(
      { intent: saved ? "remove" : "add", productId, respond: "json" },
      { method: "post", action },
    );
  }

  const label = saved ? texts.removeFromWishlistLabel(productName) : texts.addToWishlistLabel(productName);
  return { saved, busy, label, returnTo, toggle };
}

/**
 * The wishlist heart with its own form (product page, quick view). Without JavaScript it is a
 * plain form post that comes back to the page.
 */
export function WishlistHeart({
  productId,
  productName,
  inWishlist,
}: {
  productId: string;
  productName: string;
  inWishlist: boolean;
}) {
  const { saved, busy, label, returnTo, toggle } = useWishlistToggle(productId, productName, inWishlist);
  return (
    <form method="post" action={action} onSubmit={toggle}>
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={label}
        aria-busy={busy || undefined}
        title={label}
        className="inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm transition-colors hover:bg-muted aria-busy:cursor-progress"
      >
        <Heart aria-hidden="true" className={`size-5 ${saved ? "fill-primary text-primary-text" : ""}`} />
      </button>
    </form>
  );
}

/**
 * A product card's heart: one button naming the change and the product (`add=<id>` or
 * `remove=<id>`) that submits the grid's shared wishlist form (`WishlistCardForm`), instead of a
 * form with three hidden fields on every card.
 */
export function CardWishlistButton({
  form,
  productId,
  productName,
  inWishlist,
}: {
  form: string;
  productId: string;
  productName: string;
  inWishlist: boolean;
}) {
  const { saved, busy, label, toggle } = useWishlistToggle(productId, productName, inWishlist);
  return (
    <button
      type="submit"
      form={form}
      name={saved ? "remove" : "add"}
      value={productId}
      onClick={toggle}
      aria-pressed={saved}
      aria-label={label}
      aria-busy={busy || undefined}
      className="card-act"
    >
      <span className="glyph glyph-heart size-5" />
    </button>
  );
}

/** The one wishlist form a grid's card hearts submit without JavaScript; it comes back to this page. */
export function WishlistCardForm({ id }: { id: string }) {
  const location = useLocation();
  return (
    <form id={id} method="post" action={action} hidden>
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
    </form>
  );
}
