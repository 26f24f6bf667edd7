import {
  cartPath,
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
import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import type { Viewer } from "~/lib/root-data";
import { CountBadge } from "./count-badge";
import { Logo } from "./logo";
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
import { ThemeToggle } from "./theme";
import { useT } from "~/lib/locale";

const menuId = "mobile-menu";
const menuTitleId = "mobile-menu-title";

/**
 * Browsers with invoker commands open the menu without JavaScript too. React has no typed prop
 * for these attributes yet, so they are passed as plain lowercase attributes.
 */
const openMenuCommand = { commandfor: menuId, command: "show-modal" } as Record<string, string>;

export function MobileNav({ viewer, cartCount = 0 }: { viewer: Viewer | null; cartCount?: number }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const t = useT();

  function openMenu() {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    setOpen(true);
  }

  function closeMenu() {
    dialogRef.current?.close();
  }

  useEffect(() => {
    dialogRef.current?.close();
  }, [location.key]);

  return (
    <>
      <div className="flex items-center gap-2 px-3 py-2">
        <button
          type="button"
          onClick={openMenu}
          aria-expanded={open}
          aria-controls={menuId}
          aria-haspopup="dialog"
          className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted"
          {...openMenuCommand}
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">{t.shell.openMenu}</span>
        </button>
        <Logo />
        <ThemeToggle className="ml-auto" />
      </div>

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
        className="mobile-menu bg-background text-foreground shadow-xl"
      >
        <div className="flex h-full flex-col overflow-y-auto">
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <h2 id={menuTitleId} className="text-lg font-semibold">
              {t.shell.menu}
            </h2>
            <button
              type="button"
              onClick={closeMenu}
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{t.shell.closeMenu}</span>
            </button>
          </div>
          <MenuContents viewer={viewer} cartCount={cartCount} />
        </div>
      </dialog>

      <MobileBottomBar viewer={viewer} />
    </>
  );
}

const menuLinkClass =
  "flex items-center gap-3 rounded-md px-3 py-2.5 text-base text-foreground hover:bg-muted";
const groupHeadingClass = "px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase";

function MenuContents({ viewer, cartCount }: { viewer: Viewer | null; cartCount: number }) {
  const t = useT();
  return (
    <div className="space-y-6 px-3 py-4">
      <SearchForm id="mobile-menu-search" className="px-1" />

      <nav aria-label={t.shell.menu}>
        <ul>
          {mobileMainNav.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === "/"} className={menuLinkClass}>
                {t.nav[link.labelKey]}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to={cartPath} className={menuLinkClass}>
              <span className="relative inline-flex">
                <ShoppingCart aria-hidden="true" className="size-5" />
                <CountBadge count={cartCount} />
              </span>
              {t.shell.cart}
            </Link>
          </li>
        </ul>

        <details className="group mt-4">
          <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 font-medium hover:bg-muted [&::-webkit-details-marker]:hidden">
            {t.shell.shopByCategory}
            <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
          </summary>
          <ul className="pl-3">
            {categories.map((slug) => (
              <li key={slug}>
                <Link to={categoryPath(slug)} className={menuLinkClass}>
                  {t.categories[slug]}
                </Link>
              </li>
            ))}
          </ul>
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

      <div className="border-t border-border pt-4">
        {viewer ? (
          <div className="space-y-1">
            <Link to={accountPathFor(viewer)} className={menuLinkClass}>
              <UserRound aria-hidden="true" className="size-5" />
              {t.shell.myAccount}
            </Link>
            <Form method="post" action={logoutPath}>
              <button type="submit" className={`${menuLinkClass} w-full text-left`}>
                {t.shell.signOut}
              </button>
            </Form>
          </div>
        ) : (
          <div className="flex gap-2 px-1">
            <Link
              to={loginPath}
              className="flex-1 rounded-md border border-border px-4 py-2.5 text-center font-medium hover:bg-muted"
            >
              {t.shell.signIn}
            </Link>
            <Link
              to={registerPath()}
              className="flex-1 rounded-md bg-primary px-4 py-2.5 text-center font-medium text-primary-foreground hover:bg-primary-hover"
            >
              {t.shell.register}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

function LinkGroup({ title, links }: { title: string; links: NavItem[] }) {
  const t = useT();
  return (
    <div className="mt-4">
      <h3 className={groupHeadingClass}>{title}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={menuLinkClass}>
              {t.nav[link.labelKey]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MobileBottomBar({ viewer }: { viewer: Viewer | null }) {
  const t = useT();
  const items = [
    { label: t.nav.home, to: "/", icon: House },
    { label: t.shell.search, to: searchPagePath, icon: Search },
    { label: t.nav.products, to: productsPath, icon: Package },
    { label: t.shell.market, to: "/market-days", icon: Store },
    viewer
      ? { label: t.shell.account, to: accountPathFor(viewer), icon: UserRound }
      : { label: t.shell.signIn, to: loginPath, icon: LogIn },
  ];
  return (
    <nav
      aria-label={t.shell.mobileNav}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {items.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <NavLink
              to={to}
              end={to === "/"}
              className={({ isActive }) =>
                `flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium ${
                  isActive ? "text-primary-text" : "text-muted-foreground hover:text-foreground"
                }`
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
