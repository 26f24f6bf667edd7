// First: schemas created by any later import must find zod configured (see the module).
import "./lib/zod-without-eval";
import { accessDeniedPath, loginPathFor } from "#common/paths";
import { decideAccess } from "#common/access";
import { dashboardPathFor } from "#common/roles";
import { en } from "#common/i18n/en";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type MiddlewareFunction,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import stylesheetHref from "./app.css?url";
import { ErrorScreen } from "./components/shell/error-screen";
import { NavigationProgress } from "./components/shell/navigation-progress";
import { ScrollToTopOnNavigation } from "./components/shell/scroll-to-top";
import { SiteFooter } from "./components/shell/site-footer";
import { SiteHeader } from "./components/shell/site-header";
import { StructuredData } from "./components/shell/structured-data";
import { themeScriptFor } from "./components/shell/theme";
import { AppToaster, ServerNotices } from "./components/shell/toasts";
import { FloatingPreviews } from "./components/shell/floating-previews";
import { CartSkeleton, useLoadingCart } from "./components/cart/cart-skeleton";
import { clearFlashCookie, readFlash } from "./lib/flash";
import { useCustomThemeEnabled, useRootData, type RootData, type Viewer } from "./lib/root-data";
import { LocaleProvider } from "./lib/locale";
import { defaultLocale } from "#common/format";
import { catalogueFor } from "#common/i18n/catalogue";
import { ctx } from "./lib/route-context.server";
import { notFoundAsResponse } from "./lib/not-found.server";
import { featuresOfPath } from "#common/feature-routes";
import { adminFeaturesTexts } from "#common/i18n/admin-features";
import { AppError } from "#server/lib/errors";
import { listWishlistIds } from "#server/modules/wishlist/wishlist.queries";
import { countUnreadNotifications } from "#server/modules/notifications/notifications.queries";
import { countCartLines } from "#server/modules/cart/cart.queries";
import { footerLinkColumns } from "#server/modules/home-content/home-content.queries";
import { shownPricesFor } from "#server/modules/settings/shown-prices";

/**
 * The route guard (redirects and role rules) runs on the server before any loader or action of any
 * route, for page loads and client navigations alike. Staff's back-office sections are read once for
 * the request (only for staff).
 */
const accessGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { actor, staffSections } = ctx(context);
  const url = new URL(request.url);
  const decision = decideAccess(url.pathname, actor, await staffSections.forViewer(actor));
  if (decision.kind === "login") throw redirect(loginPathFor(url.pathname + url.search));
  if (decision.kind === "redirect") throw redirect(decision.to);
  if (decision.kind === "deny") throw redirect(accessDeniedPath(decision.reason, url.pathname));
  return next();
};

/**
 * A disabled feature's pages answer 404 for everyone, before the access rules: its page loads, form
 * posts and data requests alike (the flags are read once for the request).
 */
const featureGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { flags } = ctx(context);
  for (const key of featuresOfPath(new URL(request.url).pathname))
    if (!(await flags.isEnabled(key)))
      notFoundAsResponse(new AppError("NOT_FOUND", { message: adminFeaturesTexts.en.featureOff }));
  return next();
};

export const middleware: Route.MiddlewareFunction[] = [featureGate, accessGate];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor, sessionExpired, cspNonce, env, db, cartOwner, cartMerged, locale, flags } = ctx(context);
  const flash = readFlash(request);
  const viewer: Viewer | null = actor
    ? { name: actor.name, email: actor.email, role: actor.role, dashboardPath: dashboardPathFor(actor.role) }
    : null;
  const [wishlistIds, unreadNotifications, cartCount, enabledFeatures, footerLinks, { choice, shownPrices }] =
    await Promise.all([
      actor ? listWishlistIds(db, { actor }) : [],
      // The bell's count: one indexed count for the signed in, nothing for visitors.
      actor ? countUnreadNotifications(db, { actor }) : 0,
      countCartLines(db, { owner: cartOwner }),
      flags.enabledKeys(),
      footerLinkColumns(db),
      // The rates are a shared read (none per product card); while the flag is off nothing is read.
      flags
        .isEnabled("multi-currency")
        .then((enabled) => shownPricesFor(db, { enabled, cookieHeader: request.headers.get("cookie") })),
    ]);
  return data<RootData>(
    {
      viewer,
      wishlistIds,
      unreadNotifications,
      cartCount,
      cartMerged,
      enabledFeatures: [...enabledFeatures],
      flash: flash?.notice ?? null,
      sessionExpired,
      cspNonce,
      appUrl: env.APP_URL,
      locale: { ...locale, shownPrices },
      currencyChoice: choice,
      footerLinks,
    },
    flash ? { headers: { "Set-Cookie": clearFlashCookie() } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = root?.cspNonce;
  const locale = root?.locale ?? defaultLocale;
  const t = catalogueFor(locale.language);
  const customTheme = useCustomThemeEnabled();
  return (
    <LocaleProvider locale={locale}>
      <html lang={locale.language} suppressHydrationWarning>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#000000" />
          <meta name="application-version" content="1.0.5" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScriptFor(customTheme) }} />
          {/* The one stylesheet blocks the first paint, so it must be asked for before the ~25
              script preloads: a stylesheet with a precedence is written by React ahead of them
              (a plain link came last in <head> and waited behind them for a connection). */}
          {/* Empty only where no stylesheet is built (the tests' renderer imports CSS as nothing). */}
          {stylesheetHref ? (
            <link rel="stylesheet" href={stylesheetHref} precedence="default" nonce={nonce} />
          ) : null}
          <Meta />
          <Links nonce={nonce} />
          {root && <StructuredData appUrl={root.appUrl} nonce={nonce} />}
        </head>
        <body className="min-h-dvh bg-background text-foreground antialiased">
          <a href="#main-content" className="skip-link">
            {t.shell.skipToContent}
          </a>
          <NavigationProgress />
          <SiteHeader
            viewer={root?.viewer ?? null}
            counts={{
              wishlist: root?.wishlistIds.length ?? 0,
              cart: root?.cartCount ?? 0,
              notifications: root?.unreadNotifications ?? 0,
            }}
          />
          <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
            <PageOrSkeleton>{children}</PageOrSkeleton>
          </main>
          <SiteFooter viewer={root?.viewer ?? null} />
          <ScrollToTopOnNavigation />
          {root ? (
            <FloatingPreviews
              cartCount={root.cartCount}
              wishlistCount={root.viewer ? root.wishlistIds.length : null}
            />
          ) : null}
          <AppToaster />
          {root && (
            <ServerNotices
              flash={root.flash}
              sessionExpired={root.sessionExpired}
              cartMerged={root.cartMerged}
            />
          )}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    </LocaleProvider>
  );
}

function PageOrSkeleton({ children }: { children: React.ReactNode }) {
  return useLoadingCart() ? <CartSkeleton /> : children;
}

export default function App() {
  // Marks the page interactive, so scripted checks (and browser tests) know event handlers are attached.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen kind="not-found" />;
  }
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "object" && error.data && "message" in error.data
      ? String(error.data.message)
      : error.statusText || en.errors.unexpectedOnLoad
    : error instanceof Error && import.meta.env.DEV
      ? error.message
      : en.errors.unexpectedOnLoad;
  return <ErrorScreen kind="error" message={message} />;
}
