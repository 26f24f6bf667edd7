/**
 * The link lists shared by the header, mobile menu, footer, home page and error screens. The menus
 * show them through `useVisibleLinks`, which leaves out a link to a feature an admin turned off.
 */

import { loginPath } from "#common/paths";
import { rfqPath } from "#common/rfq-paths";
import type { Catalogue } from "#common/i18n/catalogue";

/** A link of the site's menus; its text is the catalogue's `nav[labelKey]`, in the request's language. */
export type NavLink = { labelKey: keyof Catalogue["nav"]; to: string };

export const topBannerLinks: NavLink[] = [
  { labelKey: "sell", to: "/sell" },
  { labelKey: "marketDays", to: "/market-days" },
  { labelKey: "requestForQuote", to: rfqPath },
];

export const faqLink: NavLink = { labelKey: "faq", to: "/faq" };

export const countries: { name: string; code: string }[] = [
  { name: "Nigeria", code: "NG" },
  { name: "Ghana", code: "GH" },
  { name: "Kenya", code: "KE" },
  { name: "South Africa", code: "ZA" },
  { name: "Egypt", code: "EG" },
  { name: "Morocco", code: "MA" },
  { name: "Ethiopia", code: "ET" },
];

export const desktopMainNav: NavLink[] = [
  { labelKey: "home", to: "/" },
  { labelKey: "products", to: "/products" },
  { labelKey: "vendors", to: "/vendors" },
  { labelKey: "marketDays", to: "/market-days" },
  { labelKey: "tradeAssurance", to: "/trade-assurance" },
  { labelKey: "bulkOrders", to: "/bulk-orders" },
  { labelKey: "africanCrafts", to: "/african-crafts" },
];

export const mobileMainNav: NavLink[] = [
  { labelKey: "home", to: "/" },
  { labelKey: "products", to: "/products" },
  { labelKey: "vendors", to: "/vendors" },
  { labelKey: "marketDays", to: "/market-days" },
];

/** The top-level categories of the menus, in order; their names are the catalogue's `categories[slug]`. */
export const categories = [
  "fashion",
  "home-decor",
  "jewelry",
  "food-products",
  "beauty",
  "art",
  "crafts",
  "machinery",
] as const satisfies readonly (keyof Catalogue["categories"])[];

export const businessServiceLinks: NavLink[] = [
  { labelKey: "requestForQuote", to: rfqPath },
  { labelKey: "bulkOrders", to: "/bulk-orders" },
  { labelKey: "wholesaleDeals", to: "/deals" },
];

export const customerSupportLinks: NavLink[] = [
  { labelKey: "contact", to: "/contact" },
  { labelKey: "faq", to: "/faq" },
  { labelKey: "shipping", to: "/shipping" },
  { labelKey: "refundPolicy", to: "/refund-policy" },
];

export const footerQuickLinks: NavLink[] = [
  { labelKey: "about", to: "/about-us" },
  { labelKey: "contact", to: "/contact" },
  { labelKey: "faq", to: "/faq" },
  { labelKey: "shipping", to: "/shipping" },
  { labelKey: "becomeVendor", to: "/vendors/become-vendor" },
  { labelKey: "marketDays", to: "/market-days" },
];

export const footerLegalLinks: NavLink[] = [
  { labelKey: "terms", to: "/terms" },
  { labelKey: "privacy", to: "/privacy" },
  { labelKey: "refundPolicy", to: "/refund-policy" },
];

export const documentationLink: NavLink = { labelKey: "documentation", to: "/info/documentation" };

export const popularPages: NavLink[] = [
  { labelKey: "marketDays", to: "/market-days" },
  { labelKey: "becomeVendor", to: "/vendors/become-vendor" },
  { labelKey: "contactSupport", to: "/support" },
  { labelKey: "faqs", to: "/faq" },
  { labelKey: "termsAndConditions", to: "/terms" },
  { labelKey: "privacyPolicy", to: "/privacy" },
];

export const paymentProviders = ["M-Pesa", "Paystack", "Flutterwave", "OPay", "PalmPay"] as const;

export const socialLinks: { label: string; href: string }[] = [
  { label: "Facebook", href: "https://www.facebook.com/shopafricanbrands" },
  { label: "Instagram", href: "https://www.instagram.com/shopafricanbrands" },
  { label: "X", href: "https://x.com/shopafricanbrands" },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/shopafricanbrands" },
];

/** The brand's name, the same in every language. */
export const siteName = "Shop African Brands";

/** Where the account links lead: the viewer's own dashboard, or sign-in. */
export function accountPathFor(viewer: { dashboardPath: string } | null): string {
  return viewer ? viewer.dashboardPath : loginPath;
}
