import { Heart } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { CountBadge } from "./count-badge";

// The panel's code loads the first time it opens.
const WishlistPreviewPanel = lazy(() => import("./wishlist-preview-panel").then((module) => ({ default: module.WishlistPreviewPanel })));

/**
 * The floating wishlist button and its preview panel (spec 2 §2.6): up to 5 saved products and a
 * View Wishlist link. Signed-in visitors only (a guest has no wishlist). Opening /wishlist closes it.
 */
export function FloatingWishlist({ count }: { count: number }) {
  const { pathname } = useLocation();
  // Open on the page where it was opened: any navigation (to /wishlist or elsewhere) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const open = openOn === pathname;
  if (pathname === "/wishlist") return null;
  return (
    <div className="requires-js fixed right-4 bottom-36 z-40 flex flex-col items-end gap-3 md:bottom-20 print:hidden">
      {everOpened ? (
        <Suspense fallback={null}>
          <WishlistPreviewPanel open={open} onClose={() => setOpenOn(null)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="wishlist-preview"
        onClick={() => {
          setEverOpened(true);
          setOpenOn(open ? null : pathname);
        }}
        className="relative inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Heart aria-hidden="true" className="size-6" />
        <span className="sr-only">Wishlist preview</span>
        <CountBadge count={count} />
      </button>
    </div>
  );
}
