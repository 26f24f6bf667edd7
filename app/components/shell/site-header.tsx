import { cartPath, dashboardNotificationsPath, logoutPath, wishlistPath } from "#common/paths";
import { Bell, Heart, LogOut, ShoppingCart, UserRound } from "lucide-react";
import { useState } from "react";
import { Form, Link, NavLink } from "react-router";
import { useCustomThemeEnabled, useVisibleLinks, type Viewer } from "~/lib/root-data";
import { CurrencyPicker } from "./currency-picker";
import { CountBadge } from "./count-badge";
import { CountryMenu } from "./country-menu";
import { Logo } from "./logo";
import { MobileBottomBar, MobileMenu } from "./mobile-nav";
import { accountPathFor, desktopMainNav, faqLink, topBannerLinks } from "./nav-links";
import { SearchForm } from "./search-form";
import { ThemeSwitch } from "./theme";
import { LoginRequiredDialog } from "./toasts";
import { useScrolledPast } from "./use-scrolled-past";
import { useFormat, useT } from "~/lib/locale";

export type HeaderCounts = { wishlist: number; cart: number; notifications: number };

const noCounts: HeaderCounts = { wishlist: 0, cart: 0, notifications: 0 };

/**
 * One header for every width: the desktop rows (top banner, search, icons, main navigation) and the
 * phone's menu button and bottom bar are the same elements shown or hidden by CSS (app.css, "Site
 * header"), so no link list is sent twice. The phone's menu is built only when it is opened.
 */
export function SiteHeader({ viewer, counts = noCounts }: { viewer: Viewer | null; counts?: HeaderCounts }) {
  const scrolled = useScrolledPast(10);
  const t = useT();
  const bannerLinks = useVisibleLinks(topBannerLinks);
  const mainNav = useVisibleLinks(desktopMainNav);
  const customTheme = useCustomThemeEnabled();
  return (
    <header data-scrolled={scrolled ? "true" : "false"} className="site-header">
      <nav aria-label={t.shell.secondaryNav} className="top-banner shell-row">
        {bannerLinks.map((link) => (
          <Link key={link.to} to={link.to}>
            {t.nav[link.labelKey]}
          </Link>
        ))}
        <CountryMenu />
        <Link to={faqLink.to}>{t.nav[faqLink.labelKey]}</Link>
        <CurrencyPicker />
      </nav>
      <div className="main-bar shell-row">
        <MobileMenu viewer={viewer} cartCount={counts.cart} />
        <Logo />
        <SearchForm id="header-search" className="header-search" />
        <WishlistLink signedIn={viewer !== null} count={counts.wishlist} />
        <Link to={cartPath} className="header-icon">
          <ShoppingCart aria-hidden="true" className="size-5" />
          <span className="sr-only">{t.shell.cart}</span>
          <CountBadge count={counts.cart} />
        </Link>
        <Link to={accountPathFor(viewer)} className="header-icon">
          <UserRound aria-hidden="true" className="size-5" />
          <span className="sr-only">{viewer ? t.shell.myAccount : t.shell.signIn}</span>
        </Link>
        <ThemeSwitch enabled={customTheme} className="theme-toggle" />
        {viewer ? <NotificationBell count={counts.notifications} /> : null}
        {viewer ? (
          <Form method="post" action={logoutPath} className="header-sign-out">
            <button type="submit">
              <LogOut aria-hidden="true" className="size-4" />
              {t.shell.signOut}
            </button>
          </Form>
        ) : null}
      </div>
      <nav aria-label={t.shell.mainNav} className="main-nav shell-row">
        {mainNav.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === "/"}>
            {t.nav[link.labelKey]}
          </NavLink>
        ))}
      </nav>
      <MobileBottomBar viewer={viewer} />
    </header>
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
        className="header-icon"
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
      {prompting ? <LoginRequiredDialog open onOpenChange={setPrompting} returnTo={wishlistPath} /> : null}
    </>
  );
}

/** The signed-in person's way to their notifications, on every width, with the unread count in its name. */
function NotificationBell({ count }: { count: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <Link to={dashboardNotificationsPath} className="header-bell">
      <Bell aria-hidden="true" className="size-5" />
      <span className="sr-only">
        {count > 0 ? t.shell.unreadNotifications(format.number(count)) : t.shell.notifications}
      </span>
      <CountBadge count={count} spoken={false} />
    </Link>
  );
}
