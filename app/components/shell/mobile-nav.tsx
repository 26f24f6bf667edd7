import { CurrencyPicker } from "./currency-picker";
import {
  cartPath,
  categoriesPath,
  categoryPath,
  loginPath,
  logoutPath,
  productsPath,
  registerPath,
  searchPagePath,
} from "#common/paths";
import {
  ChevronDown,
  House,
  LogIn,
  Menu,
  Package,
  Search,
  ShoppingCart,
  Store,
  UserRound,
  X,
} from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useVisibleLinks, type Viewer } from "~/lib/root-data";
import { CountBadge } from "./count-badge";
import {
  accountPathFor,
  businessServiceLinks,
  categories,
  customerSupportLinks,
  mobileMainNav,
  type NavLink as NavItem,
} from "./nav-links";
import { NewsletterForm } from "./newsletter-form";
import { SearchForm } from "./search-form";
import { useT } from "~/lib/locale";

const menuId = "mobile-menu";
const menuTitleId = "mobile-menu-title";

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true once the page's scripts run. */
function useScriptsRunning() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The phone's menu button and slide-in menu (a modal <dialog>). The menu's links are built only while
 * it is open, so they are not in every page's HTML. Before the scripts run the button is a link to the
 * categories page, the menu's main content, so the phone is never left without a way on.
 */
export function MobileMenu({ viewer, cartCount }: { viewer: Viewer | null; cartCount: number }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const scriptsRunning = useScriptsRunning();
  const t = useT();

  function closeMenu() {
    dialogRef.current?.close();
  }

  useEffect(() => {
    dialogRef.current?.close();
  }, [location.key]);

  const icon = <Menu aria-hidden="true" className="size-6" />;
  return (
    <>
      {scriptsRunning ? (
        <button
          type="button"
          onClick={() => {
            dialogRef.current?.showModal();
            setOpen(true);
          }}
          aria-expanded={open}
          aria-controls={menuId}
          aria-haspopup="dialog"
          className="menu-button"
        >
          {icon}
          <span className="sr-only">{t.shell.openMenu}</span>
        </button>
      ) : (
        <Link to={categoriesPath} className="menu-button">
          {icon}
          <span className="sr-only">{t.shell.shopByCategory}</span>
        </Link>
      )}
      <dialog
        ref={dialogRef}
        id={menuId}
        aria-labelledby={menuTitleId}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop targets the dialog itself; a click on a link means we are leaving.
          const target = event.target as Element;
          if (target === event.currentTarget || target.closest("a")) closeMenu();
        }}
        className="mobile-menu"
      >
        {open ? (
          <>
            <div className="mobile-menu-title">
              <h2 id={menuTitleId}>{t.shell.menu}</h2>
              <button type="button" onClick={closeMenu} className="menu-button">
                <X aria-hidden="true" className="size-6" />
                <span className="sr-only">{t.shell.closeMenu}</span>
              </button>
            </div>
            <MenuContents viewer={viewer} cartCount={cartCount} />
          </>
        ) : null}
      </dialog>
    </>
  );
}

function MenuContents({ viewer, cartCount }: { viewer: Viewer | null; cartCount: number }) {
  const t = useT();
  const mainNav = useVisibleLinks(mobileMainNav);
  return (
    <div className="mobile-menu-body">
      <SearchForm id="mobile-menu-search" />
      <CurrencyPicker />

      <nav aria-label={t.shell.menu}>
        {mainNav.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === "/"}>
            {t.nav[link.labelKey]}
          </NavLink>
        ))}
        <Link to={cartPath}>
          <span className="relative inline-flex">
            <ShoppingCart aria-hidden="true" className="size-5" />
            <CountBadge count={cartCount} />
          </span>
          {t.shell.cart}
        </Link>

        <details>
          <summary>
            {t.shell.shopByCategory}
            <ChevronDown aria-hidden="true" className="size-5" />
          </summary>
          {categories.map((slug) => (
            <Link key={slug} to={categoryPath(slug)}>
              {t.categories[slug]}
            </Link>
          ))}
        </details>

        <LinkGroup title={t.shell.businessServices} links={businessServiceLinks} />
        <LinkGroup title={t.shell.customerSupport} links={customerSupportLinks} />
      </nav>

      <section
        aria-labelledby="mobile-newsletter-title"
        className="rounded-lg border border-border bg-card p-4"
      >
        <h3 id="mobile-newsletter-title" className="mb-2 font-semibold">
          {t.shell.newsletter}
        </h3>
        <NewsletterForm />
      </section>

      {viewer ? (
        <div className="mobile-menu-account">
          <Link to={accountPathFor(viewer)}>
            <UserRound aria-hidden="true" className="size-5" />
            {t.shell.myAccount}
          </Link>
          <Form method="post" action={logoutPath}>
            <button type="submit">{t.shell.signOut}</button>
          </Form>
        </div>
      ) : (
        <div className="mobile-menu-account flex gap-2">
          <Link to={loginPath} className="button-outline">
            {t.shell.signIn}
          </Link>
          <Link to={registerPath()} className="button-primary">
            {t.shell.register}
          </Link>
        </div>
      )}
    </div>
  );
}

function LinkGroup({ title, links }: { title: string; links: NavItem[] }) {
  const t = useT();
  const visible = useVisibleLinks(links);
  return (
    <>
      <h3>{title}</h3>
      {visible.map((link) => (
        <Link key={link.to} to={link.to}>
          {t.nav[link.labelKey]}
        </Link>
      ))}
    </>
  );
}

/** The phone's fixed bottom bar; the active page's link is marked by NavLink (aria-current). */
export function MobileBottomBar({ viewer }: { viewer: Viewer | null }) {
  const t = useT();
  // Market days leaves the bar while its feature is off, as its links leave every other menu.
  const items = useVisibleLinks([
    { label: t.nav.home, to: "/", icon: House },
    { label: t.shell.search, to: searchPagePath, icon: Search },
    { label: t.nav.products, to: productsPath, icon: Package },
    { label: t.shell.market, to: "/market-days", icon: Store },
    viewer
      ? { label: t.shell.account, to: accountPathFor(viewer), icon: UserRound }
      : { label: t.shell.signIn, to: loginPath, icon: LogIn },
  ]);
  return (
    <nav aria-label={t.shell.mobileNav} className="bottom-bar">
      {items.map(({ label, to, icon: Icon }) => (
        <NavLink key={label} to={to} end={to === "/"}>
          <Icon aria-hidden="true" className="size-5" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
