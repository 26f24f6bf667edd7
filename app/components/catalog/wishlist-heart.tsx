import { loginPathFor, wishlistResourcePath } from "#common/paths";
import { en } from "#common/i18n/en";
import { Heart } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { useViewer } from "~/lib/root-data";
import type { WishlistToggleResult } from "~/routes/resources/wishlist";

const action = wishlistResourcePath;

/**
 * The wishlist heart: toggles at once, then saves; a failure puts it back. While
 * saving it is busy and ignores clicks. A guest is offered a Login action with the return path.
 * Without JavaScript it is a plain form post that comes back to the page.
 */
export function WishlistHeart({
  productId,
  productName,
  inWishlist: savedInitially,
  size = "md",
}: {
  productId: string;
  productName: string;
  inWishlist: boolean;
  size?: "sm" | "md";
}) {
  const viewer = useViewer();
  const fetcher = useFetcher<WishlistToggleResult>();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = location.pathname + location.search;
  // The state the server last confirmed: set when a change is sent, and kept when it fails.
  const [confirmed, setConfirmed] = useState(savedInitially);
  const busy = fetcher.state !== "idle";
  const pendingIntent = fetcher.formData?.get("intent");
  const result = fetcher.data;
  const saved = pendingIntent ? pendingIntent === "add" : result?.ok ? result.inWishlist : confirmed;

  const reported = useRef<WishlistToggleResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !result || reported.current === result) return;
    reported.current = result;
    if (result.ok) toast.success(result.message, { id: `wishlist:${productId}` });
    else toast.error(en.wishlist.cardUpdateFailed, { id: `wishlist:${productId}` });
  }, [fetcher.state, result, productId]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!viewer) {
      toast.info(en.wishlist.cardLoginToAdd, {
        id: "wishlist-login",
        action: { label: "Login", onClick: () => navigate(loginPathFor(returnTo)) },
      });
      return;
    }
    setConfirmed(saved);
    fetcher.submit(
      { intent: saved ? "remove" : "add", productId, respond: "json" },
      { method: "post", action },
    );
  }

  const label = saved ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`;
  const sizing = size === "sm" ? "size-9" : "size-11";
  return (
    <form method="post" action={action} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={label}
        aria-busy={busy || undefined}
        title={label}
        className={`inline-flex ${sizing} items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm transition-colors hover:bg-muted aria-busy:cursor-progress`}
      >
        <Heart aria-hidden="true" className={`size-5 ${saved ? "fill-primary text-primary-text" : ""}`} />
      </button>
    </form>
  );
}
