import { Heart, ShoppingCart } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { CountBadge } from "./count-badge";
import { useT } from "~/lib/locale";

// Each panel's code loads the first time it opens.
const WishlistPreviewPanel = lazy(() =>
  import("./wishlist-preview-panel").then((module) => ({ default: module.WishlistPreviewPanel })),
);
const CartPreviewPanel = lazy(() =>
  import("./cart-preview-panel").then((module) => ({ default: module.CartPreviewPanel })),
);

type Preview = "cart" | "wishlist";

/**
 * The floating cart and wishlist buttons and their previews. Only one is open at a
 * time; any navigation closes it, and each button is hidden on its own page (/cart, /wishlist). The
 * cart button is hidden during checkout too, where the buyer is already past the cart.
 * The wishlist needs an account, so guests get the cart button only. The buttons show only on
 * screens of 1440 px and wider, where they sit in the margin beside the page's widest column
 * (max-w-7xl, 1280 px): on a narrower screen they would lie over a card's or a product's price and
 * buy buttons, and the header's cart and wishlist links are there on every screen anyway.
 */
export function FloatingPreviews({
  cartCount,
  wishlistCount,
}: {
  cartCount: number;
  wishlistCount: number | null;
}) {
  const { pathname } = useLocation();
  const t = useT();
  const [open, setOpen] = useState<{ preview: Preview; on: string } | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<Preview>>(new Set());
  const isOpen = (preview: Preview) => open?.preview === preview && open.on === pathname;
  const close = () => setOpen(null);
  const toggle = (preview: Preview) => {
    setOpened((seen) => new Set(seen).add(preview));
    setOpen(isOpen(preview) ? null : { preview, on: pathname });
  };
  return (
    <div className="requires-js fixed right-4 bottom-20 z-40 hidden flex-col items-end gap-3 min-[90rem]:flex print:hidden">
      <Suspense fallback={null}>
        {opened.has("wishlist") && wishlistCount !== null ? (
          <WishlistPreviewPanel open={isOpen("wishlist")} onClose={close} />
        ) : null}
        {opened.has("cart") ? (
          <CartPreviewPanel open={isOpen("cart")} onClose={close} count={cartCount} />
        ) : null}
      </Suspense>
      {wishlistCount !== null && pathname !== "/wishlist" ? (
        <FloatingButton
          controls="wishlist-preview"
          label={t.previews.wishlistButton}
          count={wishlistCount}
          expanded={isOpen("wishlist")}
          onClick={() => toggle("wishlist")}
        >
          <Heart aria-hidden="true" className="size-6" />
        </FloatingButton>
      ) : null}
      {pathname !== "/cart" && !pathname.startsWith("/checkout") ? (
        <FloatingButton
          controls="cart-preview"
          label={t.previews.cartButton}
          count={cartCount}
          expanded={isOpen("cart")}
          onClick={() => toggle("cart")}
        >
          <ShoppingCart aria-hidden="true" className="size-6" />
        </FloatingButton>
      ) : null}
    </div>
  );
}

function FloatingButton({
  controls,
  label,
  count,
  expanded,
  onClick,
  children,
}: {
  controls: string;
  label: string;
  count: number;
  expanded: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      className="relative inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {children}
      <span className="sr-only">{label}</span>
      <CountBadge count={count} />
    </button>
  );
}
