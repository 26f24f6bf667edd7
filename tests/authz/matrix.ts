import type { AccessDecision, Viewer } from "#common/access";
import { type Role, permissionsFor } from "#common/roles";

/**
 * Who may open which page, by role, as data.
 * tests/authz/access-matrix.test.ts checks decideAccess against it; HTTP-level tests against the
 * running app reuse the same rows (a "login" row means a redirect to /auth/login?redirect=…,
 * "redirect" a redirect to `to`, "deny" a redirect to /access-denied?reason=…).
 */
export type ViewerName = "anonymous" | Role;

export const viewerNames: readonly ViewerName[] = ["anonymous", "user", "vendor", "staff", "admin"];

/** The viewer each name stands for, with exactly the role's own permissions. */
export function viewerFor(name: ViewerName): Viewer | null {
  return name === "anonymous" ? null : { role: name, permissions: permissionsFor(name) };
}

export interface AccessRow {
  viewer: ViewerName;
  path: string;
  expected: AccessDecision;
}

const allow: AccessDecision = { kind: "allow" };
const login: AccessDecision = { kind: "login" };
const denyRole: AccessDecision = { kind: "deny", reason: "role" };
const denyRoute: AccessDecision = { kind: "deny", reason: "route" };
const redirectTo = (to: string): AccessDecision => ({ kind: "redirect", to });

/** Open to everyone, signed in or not. */
const publicPaths = [
  "/",
  "/products",
  "/product/1",
  "/vendor/abc/store",
  "/vendor/abc",
  "/vendor/profile/abc",
  "/vendors",
  "/vendors/1",
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/callback",
  "/toast-demo",
  "/admin/login",
  "/cart",
  "/search",
  "/categories",
  "/category/textiles",
  "/checkout/guest",
  "/market-days",
  "/active-market/mkd_1",
  "/access-denied",
  "/request-quote",
  "/order-tracking/ord_123",
  "/store/1",
  // The information pages from the pages table, their aliases, and the blog's and press's entries
  // (the contact form posts to /contact-us: anyone may write).
  "/about",
  "/about-us",
  "/contact",
  "/contact-us",
  "/support",
  "/faq",
  "/privacy",
  "/terms",
  "/refund-policy",
  "/shipping",
  "/careers",
  "/blog",
  "/blog/buying-in-bulk-with-rfqs",
  "/press",
  "/press/shop-african-brands-opens",
  // The platform's documentation for vendors and the back office (linked in the footer for admins).
  "/info/documentation",
  // A page an admin created on /admin/pages (its loader answers 404 until it is published).
  "/pages/sustainability",
  // Becoming a vendor: the pitch and its aliases, the seller sign-in, and an application's document
  // (its loader gives the file to the applicant and the back office, and answers anyone else 404).
  "/vendors/become-vendor",
  "/become-vendor",
  "/sell",
  "/vendors/auth",
  "/vendors/onboarding/documents/vad_1",
  // Trade Assurance: the page about it, its guide, and an application's paper (the loader gives it
  // to the applicant and the back office, and answers anyone else 404).
  "/trade-assurance",
  "/trade-assurance/guide.txt",
  "/trade-assurance/documents/tad_1",
  // A corporate account's document: the loader gives it to the account's owner and the back office,
  // and answers anyone else 404.
  "/corporate-accounts/documents/cad_1",
  "/bulk-orders",
  // The catalogue's curated pages: discounted products and the collections.
  "/deals",
  "/african-crafts",
  "/african-machinery",
  // The currency picker's target (multi-currency): any shopper chooses how prices are shown.
  "/resources/display-currency",
] as const;

/** Need a signed-in person; an anonymous visitor is sent to log in. */
export const signInRequiredPaths = [
  "/vendor/payouts",
  "/admin/transactions",
  "/admin/features",
  "/dashboard",
  "/dashboard/orders",
  "/dashboard/bulk-orders",
  "/dashboard/notifications",
  "/checkout",
  "/wishlist",
  "/rfq",
  "/messages/vendor/1",
  "/account",
  "/account/orders",
  "/orders/ord_123",
  "/orders/ord_123/purchase-order",
  "/orders/ord_123/invoice",
  "/vendors/onboarding",
  "/trade-assurance/apply",
  "/market-days/feedback",
  "/order-success",
  "/vendor",
  "/vendor/dashboard",
  "/vendor/products",
  "/vendor/products/prd_1/pricing",
  "/vendor/products/prd_1/customization",
  "/admin/dashboard",
  "/admin/users",
  "/direct-admin-access",
] as const;

/**
 * Paths every signed-in role may open, and an order's purchase-order download and invoice, whose
 * loaders give them only to the people on that order (the invoice: its buyer and the back office).
 */
const openToEverySignedIn = [
  "/checkout",
  "/wishlist",
  "/rfq",
  "/messages/vendor/1",
  "/account/orders",
  "/order-success",
  "/dashboard/orders",
  "/dashboard/bulk-orders",
  "/vendors/onboarding",
  // Any signed-in person reaches the Trade Assurance form; the page and the command then accept only
  // a store's owner (a buyer is told to open a store first).
  "/trade-assurance/apply",
  "/orders/ord_123/purchase-order",
  "/Orders/ord_123/Purchase-Order/",
  "/orders/ord_123/invoice",
];

const perRole: Record<Role, [string, AccessDecision][]> = {
  user: [
    ["/dashboard", allow],
    ["/dashboard/wishlist", allow],
    ["/dashboard/b2b", allow],
    ["/orders/ord_123", allow],
    ...openToEverySignedIn.map((path): [string, AccessDecision] => [path, allow]),
    ["/admin/dashboard", denyRole],
    ["/admin/orders", denyRole],
    ["/admin/products", denyRole],
    ["/admin/users", denyRole],
    ["/admin/settings", denyRole],
    ["/admin/transactions", denyRole],
    ["/admin/features", denyRole],
    ["/vendor/payouts", denyRole],
    ["/vendor/dashboard", denyRole],
    ["/vendor/products", denyRole],
    ["/vendor/products/prd_1/pricing", denyRole],
    ["/vendor/products/prd_1/customization", denyRole],
    ["/vendor", denyRole],
    ["/direct-admin-access", denyRole],
  ],
  vendor: [
    ["/dashboard", redirectTo("/vendor/dashboard")],
    ["/dashboard/profile", allow],
    ["/dashboard/b2b", denyRoute],
    ...openToEverySignedIn.map((path): [string, AccessDecision] => [path, allow]),
    ["/vendor", allow],
    ["/vendor/dashboard", allow],
    ["/vendor/products", allow],
    ["/vendor/products/prd_1/pricing", allow],
    ["/vendor/products/prd_1/customization", allow],
    ["/vendor/orders", allow],
    ["/vendor/payouts", allow],
    ["/admin/transactions", denyRole],
    ["/admin/features", denyRole],
    ["/orders/ord_123", denyRoute],
    ["/orders/ord_123/purchase-order/extra", denyRoute],
    ["/orders/ord_123/invoice/extra", denyRoute],
    ["/admin/dashboard", denyRole],
    ["/admin/users", denyRole],
    ["/direct-admin-access", denyRole],
  ],
  staff: [
    ["/dashboard", redirectTo("/admin/dashboard")],
    ...openToEverySignedIn.map((path): [string, AccessDecision] => [path, allow]),
    ["/admin/dashboard", allow],
    ["/admin/orders", allow],
    ["/admin/products", allow],
    ["/admin/users", denyRoute],
    ["/admin/settings", denyRoute],
    ["/admin/activity-logs", denyRoute],
    ["/admin/transactions", denyRoute],
    ["/admin/transactions/sandbox/pyo_1-1", denyRoute],
    ["/admin/features", denyRoute],
    ["/vendor/payouts", denyRole],
    ["/direct-admin-access", denyRoute],
    ["/vendor/dashboard", denyRole],
    ["/orders/ord_123", denyRoute],
  ],
  admin: [
    ["/dashboard", allow],
    ["/dashboard/b2b", allow],
    ...openToEverySignedIn.map((path): [string, AccessDecision] => [path, allow]),
    ["/admin/dashboard", allow],
    ["/admin/orders", allow],
    ["/admin/products", allow],
    ["/admin/users", allow],
    ["/admin/settings", allow],
    ["/admin/activity-logs", allow],
    ["/admin/transactions", allow],
    ["/admin/features", allow],
    ["/direct-admin-access", allow],
    ["/vendor/dashboard", allow],
    ["/vendor/products", allow],
    ["/orders/ord_123", allow],
  ],
};

/** A trailing slash and letter case do not change the decision. */
const spellingVariants: AccessRow[] = [
  { viewer: "anonymous", path: "/DASHBOARD/", expected: login },
  { viewer: "anonymous", path: "/Admin/Dashboard//", expected: login },
  { viewer: "anonymous", path: "/Products/", expected: allow },
  { viewer: "user", path: "/Admin/Users/", expected: denyRole },
  { viewer: "user", path: "/Checkout/", expected: allow },
  { viewer: "vendor", path: "/Dashboard/", expected: redirectTo("/vendor/dashboard") },
  { viewer: "vendor", path: "/VENDOR/Products/", expected: allow },
  { viewer: "staff", path: "/admin/dashboard/", expected: allow },
  { viewer: "staff", path: "/ADMIN/USERS/", expected: denyRoute },
  { viewer: "admin", path: "/Direct-Admin-Access/", expected: allow },
];

/** The back office's vendor pages: staff may view them (vendors:view), only admins decide (checked by the commands). */
const adminVendorsRows: AccessRow[] = ["/admin/vendors", "/admin/vendors/x"].flatMap((path) => [
  { viewer: "admin", path, expected: allow },
  { viewer: "staff", path, expected: allow },
  { viewer: "vendor", path, expected: denyRole },
  { viewer: "user", path, expected: denyRole },
  { viewer: "anonymous", path, expected: login },
]);

/**
 * The back office's Trade Assurance queue and review: staff may view them (vendors:view), only admins
 * decide (checked by the flow).
 */
const adminTradeAssuranceRows: AccessRow[] = [
  "/admin/trade-assurance",
  "/admin/trade-assurance/taa_1",
].flatMap((path) => [
  { viewer: "admin" as const, path, expected: allow },
  { viewer: "staff" as const, path, expected: allow },
  { viewer: "vendor" as const, path, expected: denyRole },
  { viewer: "user" as const, path, expected: denyRole },
  { viewer: "anonymous" as const, path, expected: login },
]);

/** The vendor's store profile and storefront banners: the vendor's own (and admins'), nobody else's. */
const vendorStoreRows: AccessRow[] = ["/vendor/store", "/vendor/storefront-banners"].flatMap((path) => [
  { viewer: "vendor", path, expected: allow },
  { viewer: "user", path, expected: denyRole },
  { viewer: "anonymous", path, expected: login },
]);

/**
 * The vendor's product pages: the form to add one, a product's form (another vendor's product is
 * the page's own 404, past the guard) and the CSV export. Vendors only; buyers are refused.
 */
const vendorProductRows: AccessRow[] = [
  "/vendor/products/new",
  "/vendor/products/prd_1",
  "/vendor/products/export.csv",
].flatMap((path) => [
  { viewer: "vendor" as const, path, expected: allow },
  { viewer: "user" as const, path, expected: denyRole },
  { viewer: "anonymous" as const, path, expected: login },
]);

/** The vendor's figures (the dashboard is above): a vendor opens them, a buyer is refused, a visitor signs in. */
const vendorInsightsRows: AccessRow[] = ["/vendor/analytics", "/vendor/customers"].flatMap((path) => [
  { viewer: "anonymous" as const, path, expected: login },
  { viewer: "user" as const, path, expected: denyRole },
  { viewer: "vendor" as const, path, expected: allow },
]);

/** RFQs sent to the vendor's store: the vendor area's gate (which RFQ a vendor may open is below). */
const vendorRfqRows: AccessRow[] = ["/vendor/rfqs", "/vendor/rfqs/rfq_1"].flatMap((path) => [
  { viewer: "anonymous" as const, path, expected: login },
  { viewer: "user" as const, path, expected: denyRole },
  { viewer: "staff" as const, path, expected: denyRole },
  { viewer: "vendor" as const, path, expected: allow },
  { viewer: "admin" as const, path, expected: allow },
]);

/** The buyer's corporate account, at either address: the account page for anyone signed in, the dashboard one for buyers. */
const corporateAccountRows: AccessRow[] = [
  ...viewerNames.map((viewer) => ({
    viewer,
    path: "/account/corporate",
    expected: viewer === "anonymous" ? login : allow,
  })),
  { viewer: "anonymous", path: "/dashboard/corporate", expected: login },
  { viewer: "user", path: "/dashboard/corporate", expected: allow },
  { viewer: "vendor", path: "/dashboard/corporate", expected: denyRoute },
  { viewer: "staff", path: "/dashboard/corporate", expected: denyRoute },
  { viewer: "admin", path: "/dashboard/corporate", expected: allow },
];

/**
 * The buyer's RFQs and one RFQ, at either address, as the corporate account pages: /account for anyone
 * signed in, /dashboard for buyers (and admins). The detail's loader then answers 404 to anyone but the
 * RFQ's buyer (tests/authz/buyer-rfq-pages.test.ts).
 */
const buyerRfqRows: AccessRow[] = ["/rfqs", "/rfqs/rfq_1"].flatMap((page) => [
  ...viewerNames.map((viewer) => ({
    viewer,
    path: `/account${page}`,
    expected: viewer === "anonymous" ? login : allow,
  })),
  { viewer: "anonymous" as const, path: `/dashboard${page}`, expected: login },
  { viewer: "user" as const, path: `/dashboard${page}`, expected: allow },
  { viewer: "vendor" as const, path: `/dashboard${page}`, expected: denyRoute },
  { viewer: "staff" as const, path: `/dashboard${page}`, expected: denyRoute },
  { viewer: "admin" as const, path: `/dashboard${page}`, expected: allow },
]);

/**
 * The back office's corporate account pages: staff may open them (the edit page's own loader then
 * answers staff 403 "Admin access required", and the decision flow refuses anyone but an admin).
 */
const adminCorporateAccountRows: AccessRow[] = [
  "/admin/corporate-accounts",
  "/admin/corporate-accounts/cor_1",
  "/admin/corporate-accounts/cor_1/edit",
  "/admin/b2b/corporate-accounts/cor_1",
].flatMap((path) => [
  { viewer: "admin" as const, path, expected: allow },
  { viewer: "staff" as const, path, expected: allow },
  { viewer: "vendor" as const, path, expected: denyRole },
  { viewer: "user" as const, path, expected: denyRole },
  { viewer: "anonymous" as const, path, expected: login },
]);

/**
 * An RFQ's attachment: past the guard for every signed-in role (the download's loader then decides by
 * the RFQ: see {@link rfqAttachmentMatrix}), a visitor signs in first.
 */
const rfqAttachmentRows: AccessRow[] = viewerNames.map((viewer) => ({
  viewer,
  path: "/rfq-attachments/rfa_1",
  expected: viewer === "anonymous" ? login : allow,
}));

/**
 * The B2B pages: staff may look at the RFQ list and any RFQ (the status change is the admin's, checked
 * by the flow); the platform's statistics are the admin's; a store's are its vendor's, a buyer's own
 * are the buyer's (and an admin's, who is also a buyer).
 */
const b2bRows: AccessRow[] = [
  ...["/admin/rfqs", "/admin/b2b/rfqs/rfq_1"].flatMap((path) => [
    { viewer: "admin" as const, path, expected: allow },
    { viewer: "staff" as const, path, expected: allow },
    { viewer: "vendor" as const, path, expected: denyRole },
    { viewer: "user" as const, path, expected: denyRole },
    { viewer: "anonymous" as const, path, expected: login },
  ]),
  { viewer: "admin", path: "/admin/b2b", expected: allow },
  { viewer: "staff", path: "/admin/b2b", expected: denyRoute },
  { viewer: "vendor", path: "/admin/b2b", expected: denyRole },
  { viewer: "user", path: "/admin/b2b", expected: denyRole },
  { viewer: "anonymous", path: "/admin/b2b", expected: login },
  { viewer: "admin", path: "/vendor/b2b", expected: allow },
  { viewer: "vendor", path: "/vendor/b2b", expected: allow },
  { viewer: "staff", path: "/vendor/b2b", expected: denyRole },
  { viewer: "user", path: "/vendor/b2b", expected: denyRole },
  { viewer: "anonymous", path: "/vendor/b2b", expected: login },
  { viewer: "admin", path: "/dashboard/b2b", expected: allow },
  { viewer: "user", path: "/dashboard/b2b", expected: allow },
  { viewer: "vendor", path: "/dashboard/b2b", expected: denyRoute },
  { viewer: "staff", path: "/dashboard/b2b", expected: denyRoute },
  { viewer: "anonymous", path: "/dashboard/b2b", expected: login },
];

/**
 * Catalogue moderation: staff may look at every product (the commands refuse them: only an admin
 * unlists, relists or features); the category tree and its form are the admin's alone.
 */
const adminCatalogRows: AccessRow[] = [
  ...["/admin/products"].flatMap((path) => [
    { viewer: "admin" as const, path, expected: allow },
    { viewer: "staff" as const, path, expected: allow },
    { viewer: "vendor" as const, path, expected: denyRole },
    { viewer: "user" as const, path, expected: denyRole },
    { viewer: "anonymous" as const, path, expected: login },
  ]),
  // Adding and editing any vendor's product (the vendor's editor, as the admin) is the admin's alone:
  // staff may look at the list only.
  ...[
    "/admin/categories",
    "/admin/categories/new",
    "/admin/categories/cat_1/edit",
    "/admin/products/create",
    "/admin/products/prd_1/edit",
  ].flatMap((path) => [
    { viewer: "admin" as const, path, expected: allow },
    { viewer: "staff" as const, path, expected: denyRoute },
    { viewer: "vendor" as const, path, expected: denyRole },
    { viewer: "user" as const, path, expected: denyRole },
    { viewer: "anonymous" as const, path, expected: login },
  ]),
];

/**
 * The platform settings change what every cart, order and payout costs: they are the admin's alone
 * (settings:manage); staff reach the back office but not this page.
 */
const adminSettingsRows: AccessRow[] = [
  { viewer: "admin", path: "/admin/settings", expected: allow },
  { viewer: "staff", path: "/admin/settings", expected: denyRoute },
  { viewer: "vendor", path: "/admin/settings", expected: denyRole },
  { viewer: "user", path: "/admin/settings", expected: denyRole },
  { viewer: "anonymous", path: "/admin/settings", expected: login },
];

/**
 * The roles page sets which back-office sections staff may open: it is the admin's alone, like the
 * settings (staff can never be given it, whatever is stored).
 */
const adminRolesRows: AccessRow[] = [
  { viewer: "admin", path: "/admin/roles", expected: allow },
  { viewer: "staff", path: "/admin/roles", expected: denyRoute },
  { viewer: "vendor", path: "/admin/roles", expected: denyRole },
  { viewer: "user", path: "/admin/roles", expected: denyRole },
  { viewer: "anonymous", path: "/admin/roles", expected: login },
];
/** The UI kit and the live security check are tools for the admins who run the platform. */
const adminToolRows: AccessRow[] = ["/admin/design-system", "/admin/test/ssl"].flatMap((path) => [
  { viewer: "admin" as const, path, expected: allow },
  { viewer: "staff" as const, path, expected: denyRoute },
  { viewer: "vendor" as const, path, expected: denyRole },
  { viewer: "user" as const, path, expected: denyRole },
  { viewer: "anonymous" as const, path, expected: login },
]);

/**
 * The notification centre: one page for every signed-in person (buyers, vendors, staff, admins), their
 * own notifications only (another person's id is the commands' 404, past the guard:
 * tests/authz/notification-pages.test.ts).
 */
const notificationRows: AccessRow[] = [
  "/dashboard/notifications",
  "/dashboard/notifications/",
  "/Dashboard/Notifications",
].flatMap((path) =>
  viewerNames.map((viewer) => ({ viewer, path, expected: viewer === "anonymous" ? login : allow })),
);

/**
 * Support: every signed-in person (buyers, vendors, staff, admins) opens their own tickets at
 * /dashboard/support (another person's ticket is the page's own 404, past the guard); the inbox is the
 * support team's, admins and staff, who both answer tickets.
 */
const supportRows: AccessRow[] = [
  ...["/dashboard/support", "/dashboard/support/tkt_1"].flatMap((path) =>
    viewerNames.map((viewer) => ({ viewer, path, expected: viewer === "anonymous" ? login : allow })),
  ),
  ...["/admin/support", "/admin/support/tkt_1"].flatMap((path) => [
    { viewer: "admin" as const, path, expected: allow },
    { viewer: "staff" as const, path, expected: allow },
    { viewer: "vendor" as const, path, expected: denyRole },
    { viewer: "user" as const, path, expected: denyRole },
    { viewer: "anonymous" as const, path, expected: login },
  ]),
];

/**
 * The back office's dashboard, at both of its addresses, and its sign-in page: admins and staff open
 * the dashboard (staff only at /admin/dashboard, the address of its route list), everyone else is
 * refused or sent to log in; anyone may open /admin/login (the sign-in itself then lets only admins
 * and staff in: see {@link backOfficeSignInMatrix}).
 */
const adminDashboardRows: AccessRow[] = [
  ...viewerNames.map((viewer) => ({
    viewer,
    path: "/admin/dashboard",
    expected: viewer === "anonymous" ? login : viewer === "admin" || viewer === "staff" ? allow : denyRole,
  })),
  ...viewerNames.map((viewer) => ({
    viewer,
    path: "/direct-admin-access",
    expected:
      viewer === "anonymous" ? login : viewer === "admin" ? allow : viewer === "staff" ? denyRoute : denyRole,
  })),
  ...viewerNames.map((viewer) => ({ viewer, path: "/admin/login", expected: allow })),
];

/**
 * The back office's orders: the list and an order's page are for whoever processes orders (admins and
 * staff; the commands check it again). The activity log and its CSV export are the admin's alone.
 */
const adminOrderRows: AccessRow[] = [
  ...["/admin/orders", "/admin/orders/ord_1"].flatMap((path) => [
    { viewer: "admin" as const, path, expected: allow },
    { viewer: "staff" as const, path, expected: allow },
    { viewer: "vendor" as const, path, expected: denyRole },
    { viewer: "user" as const, path, expected: denyRole },
    { viewer: "anonymous" as const, path, expected: login },
  ]),
  ...["/admin/activity-logs", "/admin/activity-logs/export.csv"].flatMap((path) => [
    { viewer: "admin" as const, path, expected: allow },
    { viewer: "staff" as const, path, expected: denyRoute },
    { viewer: "vendor" as const, path, expected: denyRole },
    { viewer: "user" as const, path, expected: denyRole },
    { viewer: "anonymous" as const, path, expected: login },
  ]),
];

/**
 * The content pages, their builder and preview, the media library, the reusable sections and the
 * home page's banners, sections and footer links (/admin/content) are the admin's alone (content:manage); staff reach the back office but not these pages.
 */
const adminContentRows: AccessRow[] = [
  "/admin/pages",
  "/admin/page-builder/page_faq",
  "/admin/page-builder/page_faq/preview",
  "/admin/media",
  "/admin/sections",
  "/admin/content",
].flatMap((path) => [
  { viewer: "admin" as const, path, expected: allow },
  { viewer: "staff" as const, path, expected: denyRoute },
  { viewer: "vendor" as const, path, expected: denyRole },
  { viewer: "user" as const, path, expected: denyRole },
  { viewer: "anonymous" as const, path, expected: login },
]);

/**
 * Market days: the list and event pages are public (above); the vendor's registration pages are
 * vendors' (and admins'); the back office's market days and registrations are the admins' alone
 * (staff may not run them). Another vendor's registration is refused by the commands (not found).
 */
const marketDayRows: AccessRow[] = [
  ...["/vendor/market-days", "/vendor/my-market-days"].flatMap((path) => [
    { viewer: "admin" as const, path, expected: allow },
    { viewer: "vendor" as const, path, expected: allow },
    { viewer: "staff" as const, path, expected: denyRole },
    { viewer: "user" as const, path, expected: denyRole },
    { viewer: "anonymous" as const, path, expected: login },
  ]),
  ...["/admin/market-days", "/admin/market-day-registrations"].flatMap((path) => [
    { viewer: "admin" as const, path, expected: allow },
    { viewer: "staff" as const, path, expected: denyRoute },
    { viewer: "vendor" as const, path, expected: denyRole },
    { viewer: "user" as const, path, expected: denyRole },
    { viewer: "anonymous" as const, path, expected: login },
  ]),
];

/**
 * The marketplace's figures (sales reports and their CSV files, insights, the statistics page) are
 * the admin's alone: staff reach the back office but not these pages.
 */
const adminReportRows: AccessRow[] = [
  "/admin/reports",
  "/admin/reports/export.csv",
  "/admin/insights",
  "/admin/ai-analytics",
].flatMap((path) => [
  { viewer: "admin" as const, path, expected: allow },
  { viewer: "staff" as const, path, expected: denyRoute },
  { viewer: "vendor" as const, path, expected: denyRole },
  { viewer: "user" as const, path, expected: denyRole },
  { viewer: "anonymous" as const, path, expected: login },
]);

export const accessMatrix: readonly AccessRow[] = [
  ...viewerNames.flatMap((viewer) => publicPaths.map((path) => ({ viewer, path, expected: allow }))),
  ...signInRequiredPaths.map((path) => ({ viewer: "anonymous" as const, path, expected: login })),
  ...(Object.entries(perRole) as [Role, [string, AccessDecision][]][]).flatMap(([viewer, rows]) =>
    rows.map(([path, expected]) => ({ viewer, path, expected })),
  ),
  ...spellingVariants,
  ...adminVendorsRows,
  ...adminTradeAssuranceRows,
  ...vendorStoreRows,
  ...vendorProductRows,
  ...vendorInsightsRows,
  ...vendorRfqRows,
  ...corporateAccountRows,
  ...buyerRfqRows,
  ...adminCorporateAccountRows,
  ...rfqAttachmentRows,
  ...b2bRows,
  ...adminCatalogRows,
  ...adminSettingsRows,
  ...adminRolesRows,
  ...adminToolRows,
  ...supportRows,
  ...notificationRows,
  ...adminDashboardRows,
  ...adminOrderRows,
  ...adminContentRows,
  ...adminReportRows,
  ...marketDayRows,
];

/**
 * Who gets into the back office through /admin/login, with the right password: admins and staff of
 * the company's domains; a vendor, a buyer, and an admin or staff role on an outside address (read as
 * a buyer) are told "Access Denied" and left with no session. tests/authz/back-office-sign-in.test.ts
 * runs every row.
 */
export type BackOfficeSignInRow = {
  who: string;
  role: Role;
  /** An address outside the company's domains; the factory's own address otherwise. */
  email?: string;
  expected: "signed in" | "access denied";
};
export const backOfficeSignInMatrix: readonly BackOfficeSignInRow[] = [
  { who: "admin", role: "admin", expected: "signed in" },
  { who: "staff", role: "staff", expected: "signed in" },
  { who: "vendor", role: "vendor", expected: "access denied" },
  { who: "buyer", role: "user", expected: "access denied" },
  { who: "admin on an outside address", role: "admin", email: "boss@gmail.com", expected: "access denied" },
  {
    who: "staff on an outside address",
    role: "staff",
    email: "helper@example.org",
    expected: "access denied",
  },
];

/**
 * Who gets a file sent with an RFQ, by their relation to it: its buyer, the stores it is addressed
 * to and admins download it; another store, another buyer and a visitor are told it does not exist
 * (404). The /rfq form itself is open to every signed-in person (its gate then asks for a corporate
 * account). tests/authz/rfq-attachments.test.ts runs every row.
 */
export type RfqViewer = "buyer" | "recipient vendor" | "other vendor" | "other buyer" | "admin" | "anonymous";
export const rfqAttachmentMatrix: readonly { viewer: RfqViewer; expected: "download" | "not found" }[] = [
  { viewer: "buyer", expected: "download" },
  { viewer: "recipient vendor", expected: "download" },
  { viewer: "admin", expected: "download" },
  { viewer: "other vendor", expected: "not found" },
  { viewer: "other buyer", expected: "not found" },
  { viewer: "anonymous", expected: "not found" },
];

/**
 * What each signed-in role may do to a store from `/admin/vendors/:id`, past the page: staff open the
 * page (vendors:view) and read the balance and ledger, but only an admin adjusts the balance or
 * suspends and reinstates the store. The commands refuse everyone else with 403 whatever sent the
 * form; tests/authz/store-commands.test.ts runs every row against them.
 */
export type StoreCommand = "adjust balance" | "suspend store" | "reinstate store";
export interface StoreCommandRow {
  viewer: Exclude<ViewerName, "anonymous">;
  command: StoreCommand;
  expected: "allow" | "forbidden";
}

const storeCommands: readonly StoreCommand[] = ["adjust balance", "suspend store", "reinstate store"];

export const storeCommandMatrix: readonly StoreCommandRow[] = storeCommands.flatMap((command) =>
  (["admin", "staff", "vendor", "user"] as const).map((viewer) => ({
    viewer,
    command,
    expected: viewer === "admin" ? ("allow" as const) : ("forbidden" as const),
  })),
);

/**
 * Catalogue moderation's commands, by role: only an admin unlists, relists or features a product,
 * adds a product for a store or edits any store's product (the vendor's editor's commands, acting as
 * an admin), and adds, changes or deletes a category; staff (who may look at /admin/products), vendors
 * and buyers are refused with 403 whatever sent the form. tests/authz/catalog-commands.test.ts runs
 * every row.
 */
export type CatalogCommand =
  | "unlist product"
  | "relist product"
  | "feature product"
  | "create product for a store"
  | "edit a store's product"
  | "create category"
  | "update category"
  | "delete category";

const catalogCommands: readonly CatalogCommand[] = [
  "unlist product",
  "relist product",
  "feature product",
  "create product for a store",
  "edit a store's product",
  "create category",
  "update category",
  "delete category",
];

export const catalogCommandMatrix: readonly {
  viewer: Exclude<ViewerName, "anonymous">;
  command: CatalogCommand;
  expected: "allow" | "forbidden";
}[] = catalogCommands.flatMap((command) =>
  (["admin", "staff", "vendor", "user"] as const).map((viewer) => ({
    viewer,
    command,
    expected: viewer === "admin" ? ("allow" as const) : ("forbidden" as const),
  })),
);

/**
 * Past the gate, who may open one RFQ at `/vendor/rfqs/:id` and act on it (mark as processing, send a
 * quote): only a vendor it was sent to. Another vendor is told it does not exist; the buyer and an
 * admin own no store, so the vendor pages refuse them. tests/authz/vendor-rfqs.test.ts runs every row.
 */
export type VendorRfqViewer = "recipient vendor" | "other vendor" | "buyer" | "admin";
export type VendorRfqCommand = "open" | "mark processing" | "send quote";
export interface VendorRfqRow {
  viewer: VendorRfqViewer;
  command: VendorRfqCommand;
  expected: "allow" | "not found" | "forbidden";
}

const vendorRfqOutcome: Record<VendorRfqViewer, VendorRfqRow["expected"]> = {
  "recipient vendor": "allow",
  "other vendor": "not found",
  buyer: "forbidden",
  admin: "forbidden",
};

export const vendorRfqMatrix: readonly VendorRfqRow[] = (
  ["open", "mark processing", "send quote"] as const
).flatMap((command) =>
  (Object.keys(vendorRfqOutcome) as VendorRfqViewer[]).map((viewer) => ({
    viewer,
    command,
    expected: vendorRfqOutcome[viewer],
  })),
);

/**
 * What each signed-in role may do past the page to business objects: only an admin revokes a store's
 * Trade Assurance badge (staff may look at the application, nobody else); a buyer applies again only
 * for their own rejected corporate account, and nobody, whatever their role, reaches another buyer's
 * account (the command works on the actor's own account, so it answers not found).
 * tests/authz/business-commands.test.ts runs every row against the commands.
 */
export type BusinessCommand =
  | "revoke trade assurance badge"
  | "re-apply own rejected corporate account"
  | "re-apply another buyer's corporate account";
export interface BusinessCommandRow {
  viewer: Exclude<ViewerName, "anonymous">;
  command: BusinessCommand;
  expected: "allow" | "forbidden" | "not found";
}

const signedInRoles = ["admin", "staff", "vendor", "user"] as const;

export const businessCommandMatrix: readonly BusinessCommandRow[] = [
  ...signedInRoles.map((viewer) => ({
    viewer,
    command: "revoke trade assurance badge" as const,
    expected: viewer === "admin" ? ("allow" as const) : ("forbidden" as const),
  })),
  { viewer: "user", command: "re-apply own rejected corporate account", expected: "allow" },
  ...signedInRoles.map((viewer) => ({
    viewer,
    command: "re-apply another buyer's corporate account" as const,
    expected: "not found" as const,
  })),
];

/**
 * Who may save a section of /admin/settings past the page: only an admin, whatever sent the form.
 * The settings (the exchange rates by their own command) and the shipping methods are saved by
 * different modules' commands; each refuses everyone else with 403 and writes nothing.
 * tests/authz/settings-commands.test.ts runs every row.
 */
export type SettingsCommand = "save platform settings" | "save shipping methods" | "save exchange rates";
export interface SettingsCommandRow {
  viewer: ViewerName;
  command: SettingsCommand;
  expected: "allow" | "forbidden";
}

export const settingsCommandMatrix: readonly SettingsCommandRow[] = (
  ["save platform settings", "save shipping methods", "save exchange rates"] as const
).flatMap((command) =>
  viewerNames.map((viewer) => ({
    viewer,
    command,
    expected: viewer === "admin" ? ("allow" as const) : ("forbidden" as const),
  })),
);

/**
 * The back office's order commands (/admin/orders/:id): whoever may process orders (admins with
 * orders:manage, staff with orders:process) runs each; anyone else is refused (403) and nothing
 * changes. tests/authz/order-commands.test.ts runs every row.
 */
export const orderCommands = ["add a note", "cancel", "mark paid", "refund", "move a part on"] as const;
export const orderCommandMatrix: readonly {
  viewer: Exclude<ViewerName, "anonymous">;
  command: (typeof orderCommands)[number];
  expected: "allow" | "forbidden";
}[] = orderCommands.flatMap((command) =>
  (["user", "vendor", "staff", "admin"] as const).map((viewer) => ({
    viewer,
    command,
    expected: viewer === "staff" || viewer === "admin" ? ("allow" as const) : ("forbidden" as const),
  })),
);

/**
 * Who may change a content page past the page: creating one, editing its draft, publishing it,
 * restoring a revision and deleting a created page never published are the admin's alone
 * (content:manage); everyone else is refused with 403 and nothing is written.
 * tests/authz/content-commands.test.ts runs every row.
 */
const contentCommands = [
  "create page",
  "edit page draft",
  "publish page",
  "restore page revision",
  "delete page",
  "unpublish page",
  "change page slug",
] as const;
export type ContentCommand = (typeof contentCommands)[number];
export const contentCommandMatrix: readonly {
  viewer: ViewerName;
  command: ContentCommand;
  expected: "allow" | "forbidden";
}[] = contentCommands.flatMap((command) =>
  viewerNames.map((viewer) => ({
    viewer,
    command,
    expected: viewer === "admin" ? ("allow" as const) : ("forbidden" as const),
  })),
);
