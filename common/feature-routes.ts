import { matchesPattern, normalizePath } from "./access";
import type { FeatureFlagKey } from "./feature-flags";

/**
 * The pages of each flagged feature, as access patterns ("*" one segment, a trailing "/*" the rest).
 * While a flag is off, the route guard answers 404 for its pages and their form posts and data
 * requests. Vendor onboarding keeps its page, which says applications are closed. Cart pricing is
 * never gated: a flag hides a feature's pages, not prices already agreed.
 */
export const featurePages: Partial<Record<FeatureFlagKey, readonly string[]>> = {
  "rfq-system": [
    "/rfq",
    "/request-quote",
    "/rfq-attachments/*",
    "/account/rfqs/*",
    "/dashboard/rfqs/*",
    "/vendor/rfqs/*",
    "/admin/rfqs/*",
    "/admin/b2b/rfqs/*",
  ],
  "corporate-accounts": [
    "/account/corporate",
    "/dashboard/corporate",
    "/corporate-accounts/*",
    "/admin/corporate-accounts/*",
    "/admin/b2b/corporate-accounts/*",
  ],
  "bulk-pricing": ["/bulk-orders", "/vendor/products/*/pricing/*"],
  "customization-service": ["/vendor/products/*/customization/*"],
  // Every market-days page of the route tables: the public list and event pages, the buyer's feedback
  // and dashboard, the vendor's registrations and the admin's. The pages come later; their links are
  // in the header, footer, 404 page and phone bar today, and must leave with the flag.
  "market-days": [
    "/market-days/*",
    "/active-market/*",
    "/dashboard/market-days/*",
    "/vendor/market-days/*",
    "/vendor/my-market-days/*",
    "/admin/market-days/*",
    "/admin/market-day-banners/*",
    "/admin/market-day-registrations/*",
    "/admin/market-day-analytics/*",
    "/admin/market-day-reporting/*",
    "/admin/b2b/market-days/*",
  ],
  // The figures pages of vendors and admins; the admins' reports stay (they are how the platform is run).
  "analytics-dashboard": ["/vendor/analytics/*", "/admin/insights", "/admin/ai-analytics"],
  // The currency picker's target; the picker itself and the converted prices follow the flag in the shell.
  "multi-currency": ["/resources/display-currency"],
};

/**
 * The first segment of every gated page's pattern. Every page and every link of the header and
 * footer asks for its flags, and most of them (the catalogue, the info pages) start elsewhere: they
 * need no pattern matched.
 */
const gatedFirstSegments = new Set(
  Object.values(featurePages).flatMap((patterns) => patterns.map((pattern) => pattern.split("/")[1])),
);

/** The flags a path's page needs on (none for most pages). */
export function featuresOfPath(pathname: string): FeatureFlagKey[] {
  const path = normalizePath(pathname);
  if (!gatedFirstSegments.has(path.split("/")[1])) return [];
  return (Object.entries(featurePages) as [FeatureFlagKey, readonly string[]][])
    .filter(([, patterns]) => patterns.some((pattern) => matchesPattern(path, pattern)))
    .map(([key]) => key);
}

/** Whether a link's target is a page whose feature is off, so the link is left out. */
export function isLinkHidden(to: string, enabled: readonly string[]): boolean {
  const path = to.split(/[?#]/)[0]!;
  return featuresOfPath(path).some((key) => !enabled.includes(key));
}
