import { useRouteLoaderData } from "react-router";
import type { FlashNotice } from "./flash";
import type { RequestLocale } from "#common/format";
import type { CurrencyChoice, ShownPrices } from "#common/display-currency";
import { isLinkHidden } from "#common/feature-routes";
import type { FeatureFlagKey } from "#common/feature-flags";
import type { FooterColumn, FooterLinkView } from "#common/home-content";

/**
 * Who is signed in, as every page's shell shows them. `dashboardPath` is worked out on the server,
 * so the shell does not ship the roles table to every page.
 */
export type Viewer = {
  name: string;
  email: string;
  role: "user" | "vendor" | "staff" | "admin";
  dashboardPath: string;
};

/**
 * What the root route's loader gives every page. Declared here, not inferred from the loader, so
 * components can read it without importing app/root.tsx (which imports the shell components: a cycle).
 */
export interface RootData {
  viewer: Viewer | null;
  wishlistIds: string[];
  /** The signed-in person's unread notifications (the bell's count); 0 for visitors, read only for the signed in. */
  unreadNotifications: number;
  cartCount: number;
  cartMerged: number;
  /** The keys of the feature flags that are on: links to a disabled feature's pages are left out. */
  enabledFeatures: string[];
  flash: FlashNotice | null;
  sessionExpired: boolean;
  cspNonce: string;
  appUrl: string;
  /**
   * The request's language, currency and time zone, chosen once per request by the server, with the
   * currency the shopper chose to see prices in (multi-currency).
   */
  locale: RequestLocale;
  /** The header's currency picker: null while multi-currency is off (no picker, prices in their own currency). */
  currencyChoice: CurrencyChoice | null;
  /** The footer's link columns as admins edit them at /admin/content. */
  footerLinks: Record<FooterColumn, FooterLinkView[]>;
}

/** The root loader's data; undefined only while the root itself failed (its error boundary renders). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

export function useViewer(): Viewer | null {
  return useRootData()?.viewer ?? null;
}

const noIds: readonly string[] = [];

/** The signed-in viewer's wishlisted product ids (none for guests); refreshed after every change. */
export function useWishlistIds(): readonly string[] {
  return useRootData()?.wishlistIds ?? noIds;
}

/** The signed-in person's unread notifications, for the bell and the back offices' menus (0 for visitors). */
export function useUnreadNotifications(): number {
  return useRootData()?.unreadNotifications ?? 0;
}

/** The nonce this page's Content-Security-Policy allows inline scripts with. */
export function useCspNonce(): string | undefined {
  return useRootData()?.cspNonce;
}

/** The footer's link columns; undefined while the root itself failed (the footer then shows its defaults). */
export function useFooterLinks(): Record<FooterColumn, FooterLinkView[]> | undefined {
  return useRootData()?.footerLinks;
}

/** The currency picker's choices, or null when it is not shown. */
export function useCurrencyChoice(): CurrencyChoice | null {
  return useRootData()?.currencyChoice ?? null;
}

/** The currency shop prices are shown in and its rates, or null when they show in their own currency. */
export function useShownPrices(): ShownPrices | null {
  return useRootData()?.locale.shownPrices ?? null;
}

const noFeatures: readonly string[] = [];

/** The enabled feature flags' keys (none while the root failed: its error page shows no feature links). */
export function useEnabledFeatures(): readonly string[] {
  return useRootData()?.enabledFeatures ?? noFeatures;
}

/** Whether a feature flag is on, for a component that shows that feature's area or buttons. */
export function useFeatureEnabled(key: FeatureFlagKey): boolean {
  return useEnabledFeatures().includes(key);
}

/**
 * Whether the shopper's own theme applies (the custom-theme flag). While the root failed its error
 * page keeps the flag's default, on, so the head script and the header agree.
 */
export function useCustomThemeEnabled(): boolean {
  const root = useRootData();
  return root ? root.enabledFeatures.includes("custom-theme") : true;
}

/** The links whose pages exist: a link to a disabled feature's page is left out. */
export function useVisibleLinks<T extends { to: string }>(links: readonly T[]): T[] {
  const enabled = useEnabledFeatures();
  return links.filter((link) => !isLinkHidden(link.to, enabled));
}
