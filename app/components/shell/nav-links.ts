/** The link lists shared by the header, mobile menu, footer, home page and error screens. */

import { loginPath } from "#common/paths";
import { dashboardPathFor, type Role } from "#common/roles";

export type NavLink = { label: string; to: string };

export const topBannerLinks: NavLink[] = [
  { label: "Sell", to: "/sell" },
  { label: "Market Days", to: "/market-days" },
  { label: "Request For Quote", to: "/rfq" },
];

export const faqLink: NavLink = { label: "FAQ", to: "/faq" };

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
  { label: "Home", to: "/" },
  { label: "Products", to: "/products" },
  { label: "Vendors", to: "/vendors" },
  { label: "Market Days", to: "/market-days" },
  { label: "Trade Assurance", to: "/trade-assurance" },
  { label: "Bulk Orders", to: "/bulk-orders" },
  { label: "African Crafts", to: "/african-crafts" },
];

export const mobileMainNav: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Products", to: "/products" },
  { label: "Vendors", to: "/vendors" },
  { label: "Market Days", to: "/market-days" },
];

export const categories = [
  { slug: "fashion", name: "Fashion" },
  { slug: "home-decor", name: "Home Decor" },
  { slug: "jewelry", name: "Jewelry" },
  { slug: "food-products", name: "Food Products" },
  { slug: "beauty", name: "Beauty" },
  { slug: "art", name: "Art" },
  { slug: "crafts", name: "Crafts" },
  { slug: "machinery", name: "Machinery" },
] as const;

export const businessServiceLinks: NavLink[] = [
  { label: "Request For Quote", to: "/rfq" },
  { label: "Bulk Orders", to: "/bulk-orders" },
  { label: "Wholesale Deals", to: "/deals" },
];

export const customerSupportLinks: NavLink[] = [
  { label: "Contact", to: "/contact" },
  { label: "FAQ", to: "/faq" },
  { label: "Shipping", to: "/shipping" },
  { label: "Refund Policy", to: "/refund-policy" },
];

export const footerQuickLinks: NavLink[] = [
  { label: "About", to: "/about-us" },
  { label: "Contact", to: "/contact" },
  { label: "FAQ", to: "/faq" },
  { label: "Shipping", to: "/shipping" },
  { label: "Become a Vendor", to: "/vendors/become-vendor" },
  { label: "Market Days", to: "/market-days" },
];

export const footerLegalLinks: NavLink[] = [
  { label: "Terms", to: "/terms" },
  { label: "Privacy", to: "/privacy" },
  { label: "Refund Policy", to: "/refund-policy" },
];

export const documentationLink: NavLink = { label: "Documentation", to: "/info/documentation" };

export const popularPages: NavLink[] = [
  { label: "Market Days", to: "/market-days" },
  { label: "Become a Vendor", to: "/vendors/become-vendor" },
  { label: "Contact Support", to: "/support" },
  { label: "FAQs", to: "/faq" },
  { label: "Terms & Conditions", to: "/terms" },
  { label: "Privacy Policy", to: "/privacy" },
];

export const businessBuyerLinks: (NavLink & { description: string })[] = [
  {
    label: "Request For Quote",
    to: "/rfq",
    description: "Describe what you need and receive quotes from vendors.",
  },
  { label: "Bulk Orders", to: "/bulk-orders", description: "Order in volume with quantity pricing." },
  {
    label: "Trade Assurance",
    to: "/trade-assurance",
    description: "Trade with protection for qualifying orders.",
  },
];

export const paymentProviders = ["M-Pesa", "Paystack", "Flutterwave", "OPay", "PalmPay"] as const;

export const socialLinks: { label: string; href: string }[] = [
  { label: "Facebook", href: "https://www.facebook.com/shopafricanbrands" },
  { label: "Instagram", href: "https://www.instagram.com/shopafricanbrands" },
  { label: "X", href: "https://x.com/shopafricanbrands" },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/shopafricanbrands" },
];

export const siteName = "Shop African Brands";
export const tagline = "Connecting African brands with buyers around the world.";

/** Where the account links lead: the viewer's own dashboard, or sign-in. */
export function accountPathFor(viewer: { role: Role } | null): string {
  return viewer ? dashboardPathFor(viewer.role) : loginPath;
}
