import { adminAiAnalyticsPath, adminInsightsPath, adminReportsPath } from "./admin-report-paths";
import { adminB2bPath, adminRfqsPath } from "./rfq-paths";
import {
  adminCategoriesPath,
  adminContentPath,
  adminCorporateAccountsPath,
  adminDashboardPath,
  adminDesignSystemPath,
  adminFeaturesPath,
  adminMarketDayRegistrationsPath,
  adminMarketDaysPath,
  adminMediaPath,
  adminOrdersPath,
  adminPagesPath,
  adminProductsPath,
  adminRolesPath,
  adminSectionsPath,
  adminSettingsPath,
  adminSslCheckPath,
} from "./paths";
import { roleDefinitions } from "./roles";
import { adminSupportPath } from "./support-paths";
import { adminTradeAssurancePath, adminTransactionsPath, adminVendorsPath } from "./seller-paths";

export interface AdminSection {
  /** Where the back office's navigation links to. */
  href: string;
  /**
   * The pages of the section (access patterns: "*" is one segment, a trailing "/*" the rest). A call
   * of the REST API at /api/v1/admin/<rest> belongs to the section of /admin/<rest>.
   */
  paths: readonly string[];
  /**
   * The roles-table permission its pages need. Staff may be given the section only when their role
   * holds it; a section needing a permission staff lack is the admin's alone, whatever is stored.
   */
  permission: string;
  /** Whether staff may open it until an admin says otherwise (the seeded default). */
  staffByDefault?: true;
}

/**
 * The back office's sections, in the navigation's order: the one list the route guard, the admin
 * navigation and /admin/roles read. Each key has its label in `adminAreaTexts.sections`. An /admin
 * page in no section is the admin's alone. Adding a section is one line here and its label.
 */
const sections = {
  dashboard: { href: adminDashboardPath, paths: ["/admin/dashboard"], permission: "dashboard:admin" },
  orders: {
    href: adminOrdersPath,
    paths: ["/admin/orders", "/admin/orders/*"],
    permission: "orders:process",
    staffByDefault: true,
  },
  products: {
    href: adminProductsPath,
    paths: ["/admin/products"],
    permission: "products:view",
    staffByDefault: true,
  },
  vendors: {
    href: adminVendorsPath,
    paths: ["/admin/vendors", "/admin/vendors/*"],
    permission: "vendors:view",
    staffByDefault: true,
  },
  tradeAssurance: {
    href: adminTradeAssurancePath,
    paths: ["/admin/trade-assurance", "/admin/trade-assurance/*"],
    permission: "vendors:view",
    staffByDefault: true,
  },
  corporateAccounts: {
    href: adminCorporateAccountsPath,
    paths: ["/admin/corporate-accounts", "/admin/corporate-accounts/*", "/admin/b2b/corporate-accounts/*"],
    permission: "users:view",
    staffByDefault: true,
  },
  rfqs: {
    href: adminRfqsPath,
    paths: ["/admin/rfqs", "/admin/b2b/rfqs/*"],
    permission: "users:view",
    staffByDefault: true,
  },
  support: {
    href: adminSupportPath,
    paths: ["/admin/support", "/admin/support/*"],
    // Customer service is staff's daily work, and most tickets are about orders.
    permission: "orders:process",
    staffByDefault: true,
  },
  // Running market days is the admins' (staff may not create, delete or decide registrations).
  marketDays: {
    href: adminMarketDaysPath,
    paths: ["/admin/market-days"],
    permission: "vendors:manage",
  },
  marketDayRegistrations: {
    href: adminMarketDayRegistrationsPath,
    paths: ["/admin/market-day-registrations"],
    permission: "vendors:manage",
  },
  categories: {
    href: adminCategoriesPath,
    paths: ["/admin/categories", "/admin/categories/*"],
    permission: "products:manage",
  },
  pages: {
    href: adminPagesPath,
    paths: ["/admin/pages", "/admin/page-builder/*"],
    permission: "content:manage",
  },
  sections: { href: adminSectionsPath, paths: ["/admin/sections"], permission: "content:manage" },
  content: { href: adminContentPath, paths: ["/admin/content"], permission: "content:manage" },
  media: { href: adminMediaPath, paths: ["/admin/media"], permission: "content:manage" },
  reports: {
    href: adminReportsPath,
    paths: ["/admin/reports", "/admin/reports/*"],
    permission: "orders:manage",
  },
  insights: { href: adminInsightsPath, paths: ["/admin/insights"], permission: "orders:manage" },
  aiAnalytics: { href: adminAiAnalyticsPath, paths: ["/admin/ai-analytics"], permission: "orders:manage" },
  b2b: { href: adminB2bPath, paths: ["/admin/b2b"], permission: "orders:manage" },
  users: { href: "/admin/users", paths: ["/admin/users"], permission: "users:manage" },
  activityLogs: {
    href: "/admin/activity-logs",
    paths: ["/admin/activity-logs"],
    permission: "settings:manage",
  },
  transactions: {
    href: adminTransactionsPath,
    paths: ["/admin/transactions", "/admin/transactions/*"],
    permission: "orders:manage",
  },
  features: { href: adminFeaturesPath, paths: ["/admin/features"], permission: "settings:manage" },
  settings: { href: adminSettingsPath, paths: ["/admin/settings"], permission: "settings:manage" },
  roles: { href: adminRolesPath, paths: ["/admin/roles"], permission: "settings:manage" },
  sslCheck: { href: adminSslCheckPath, paths: ["/admin/test/ssl"], permission: "settings:manage" },
  designSystem: {
    href: adminDesignSystemPath,
    paths: ["/admin/design-system"],
    permission: "settings:manage",
  },
} satisfies Record<string, AdminSection>;

export type AdminSectionKey = keyof typeof sections;

export const adminSections: Readonly<Record<AdminSectionKey, AdminSection>> = sections;

export const adminSectionKeys = Object.keys(adminSections) as AdminSectionKey[];

export function isAdminSectionKey(value: unknown): value is AdminSectionKey {
  return typeof value === "string" && Object.hasOwn(adminSections, value);
}

/**
 * What an admin may decide about staff and a section: "always" for staff's own home page (taking
 * it away would leave staff nowhere to land after signing in), "never" for a section needing a
 * permission the roles table does not give staff, "editable" for the rest.
 */
export type StaffSectionAccess = "always" | "editable" | "never";

export function staffSectionAccess(key: AdminSectionKey): StaffSectionAccess {
  const section = adminSections[key];
  const staff = roleDefinitions.staff;
  if (!staff.permissions.includes(section.permission)) return "never";
  if (section.paths.includes(staff.dashboardPath)) return "always";
  return "editable";
}

/** The sections an admin may give to or take from staff. */
export const editableStaffSections = adminSectionKeys.filter((key) => staffSectionAccess(key) === "editable");

/** What staff may open before any admin edits: their home page and the seeded defaults. */
export const defaultStaffSections: readonly AdminSectionKey[] = adminSectionKeys.filter((key) =>
  staffMayOpen(key, adminSections[key].staffByDefault ? [key] : []),
);

/**
 * The sections staff may open, from the stored choices (one row per editable section). A section
 * with no row (one added after the table was seeded) has its default; a stored row for a section
 * staff may never have, or for one no longer listed, counts for nothing.
 */
export function staffSectionsFrom(rows: readonly { section: string; allowed: boolean }[]): AdminSectionKey[] {
  const stored = new Map(rows.map((row) => [row.section, row.allowed]));
  const chosen = adminSectionKeys.filter((key) => stored.get(key) ?? defaultStaffSections.includes(key));
  return adminSectionKeys.filter((key) => staffMayOpen(key, chosen));
}

/**
 * Whether staff may open a section, given the sections stored for them: their home page always,
 * an admin-only section never (whatever the data says), any other when it is among them.
 */
export function staffMayOpen(key: AdminSectionKey, staffSections: readonly AdminSectionKey[]): boolean {
  const access = staffSectionAccess(key);
  return access === "always" || (access === "editable" && staffSections.includes(key));
}
