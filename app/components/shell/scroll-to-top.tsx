import { ArrowUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { useScrolledPast } from "./use-scrolled-past";
import { useT } from "~/lib/locale";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls to the top on every new page, and offers a button to get back up after 300 px. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const visible = useScrolledPast(300);
  const t = useT();

  const lastPathname = useRef(pathname);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    // Back/forward (POP) keeps the position <ScrollRestoration> restores; hash changes keep the pathname.
    if (navigationType !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, navigationType]);

  if (!visible) return null;

  return (
    <button
      type="button"
      aria-label={t.shell.scrollToTop}
      title={t.shell.scrollToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
      className="fixed right-4 bottom-20 z-30 inline-flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover md:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
