import { ArrowUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { useScrolledPast } from "./use-scrolled-past";
import { useT } from "~/lib/locale";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls to the top on every new page; rendered once, by the root layout. */
export function ScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef(pathname);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    // Back/forward (POP) keeps the position <ScrollRestoration> restores; hash changes keep the pathname.
    if (navigationType !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, navigationType]);

  return null;
}

/**
 * The scroll-to-top button, shown after 300 px of scroll. No floating control may lie over a price
 * or a buy button, so it floats only on screens of 1440 px and wider, in the margin beside the
 * page's widest column (as the floating cart does). On a narrower screen a button fixed at the edge
 * would cover the right-hand cards, so it is a full-width bar at the top of the footer instead, in
 * the page's flow, where the big marketplaces put their "Back to top" on phones. Hidden, it keeps
 * its room, so showing it moves nothing. It takes the focus to the main content, so the next Tab
 * goes on from the top rather than from the footer.
 */
export function ScrollToTopButton() {
  const visible = useScrolledPast(300);
  const t = useT();
  return (
    <button
      type="button"
      title={t.shell.scrollToTop}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
        document.getElementById("main-content")?.focus({ preventScroll: true });
      }}
      className={visible ? "scroll-to-top" : "scroll-to-top invisible"}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span>{t.shell.scrollToTop}</span>
    </button>
  );
}
