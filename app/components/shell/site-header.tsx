import { cartPath, logoutPath, wishlistPath } from "#common/paths";
import { Heart, LogOut, ShoppingCart, UserRound } from "lucide-react";
import { useState } from "react";
import { Form, Link, NavLink } from "react-router";
import type { Viewer } from "~/lib/root-data";
import { CountBadge } from "./count-badge";
import { CountryMenu } from "./country-menu";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { accountPathFor, desktopMainNav, faqLink, topBannerLinks } from "./nav-links";
import { SearchForm } from "./search-form";
import { ThemeToggle } from "./theme";
import { LoginRequiredDialog } from "./toasts";
import { useScrolledPast } from "./use-scrolled-past";
import { useT } from "~/lib/locale";

export type HeaderCounts = { wishlist: number; cart: number };

const noCounts: HeaderCounts = { wishlist: 0, cart: 0 };

const iconLinkClass =
  "relative inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted";

export function SiteHeader({ viewer, counts = noCounts }: { viewer: Viewer | null; counts?: HeaderCounts }) {
  const scrolled = useScrolledPast(10);
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className="sticky top-0 z-40 print:hidden border-b border-border bg-background transition-shadow data-[scrolled=true]:shadow-md"
    >
      <div className="hidden md:block">
        <TopBanner />
        <MainBar viewer={viewer} counts={counts} />
        <BottomNav />
      </div>
      <div className="md:hidden">
        <MobileNav viewer={viewer} cartCount={counts.cart} />
      </div>
    </header>
  );
}

function TopBanner() {
  const t = useT();
  return (
    <div className="bg-muted text-sm text-foreground">
      <nav
        aria-label={t.shell.secondaryNav}
        className="mx-auto flex max-w-7xl items-center justify-end px-4 py-1.5"
      >
        <ul className="flex items-center gap-5">
          {topBannerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="rounded px-1 py-0.5 hover:text-primary-text">
                {t.nav[link.labelKey]}
              </Link>
            </li>
          ))}
          <li>
            <CountryMenu />
          </li>
          <li>
            <Link to={faqLink.to} className="rounded px-1 py-0.5 hover:text-primary-text">
              {t.nav[faqLink.labelKey]}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** A guest is asked whether to sign in; without JavaScript the guard sends them to sign in. */
function WishlistLink({ signedIn, count }: { signedIn: boolean; count: number }) {
  const [prompting, setPrompting] = useState(false);
  const t = useT();
  return (
    <>
      <Link
        to={wishlistPath}
        className={iconLinkClass}
        onClick={(event) => {
          if (signedIn) return;
          event.preventDefault();
          setPrompting(true);
        }}
      >
        <Heart aria-hidden="true" className="size-5" />
        <span className="sr-only">{t.shell.wishlist}</span>
        <CountBadge count={count} />
      </Link>
      <LoginRequiredDialog open={prompting} onOpenChange={setPrompting} returnTo={wishlistPath} />
    </>
  );
}

function MainBar({ viewer, counts }: { viewer: Viewer | null; counts: HeaderCounts }) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
      <Logo />
      <SearchForm id="header-search" className="max-w-xl flex-1" />
      <div className="ml-auto flex items-center gap-1">
        <WishlistLink signedIn={viewer !== null} count={counts.wishlist} />
        <Link to={cartPath} className={iconLinkClass}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          <span className="sr-only">{t.shell.cart}</span>
          <CountBadge count={counts.cart} />
        </Link>
        <Link to={accountPathFor(viewer)} className={iconLinkClass}>
          <UserRound aria-hidden="true" className="size-5" />
          <span className="sr-only">{viewer ? t.shell.myAccount : t.shell.signIn}</span>
        </Link>
        <ThemeToggle />
        {viewer ? (
          <Form method="post" action={logoutPath}>
            <button
              type="submit"
              className="inline-flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-foreground hover:bg-muted"
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t.shell.signOut}
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}

function BottomNav() {
  const t = useT();
  return (
    <nav aria-label={t.shell.mainNav} className="border-t border-border">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 overflow-x-auto px-4">
        {desktopMainNav.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === "/"}
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap ${
                  isActive
                    ? "border-primary text-primary-text"
                    : "border-transparent text-foreground hover:text-primary-text"
                }`
              }
            >
              {t.nav[link.labelKey]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
