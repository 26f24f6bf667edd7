export const roles = ["user", "vendor", "staff", "admin"] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** Each role's permissions and the routes it may visit (a trailing * is a prefix match). */
export const roleDefinitions: Record<
  Role,
  { label: string; permissions: readonly string[]; allowedRoutes: readonly string[]; dashboardPath: string }
> = {
  admin: {
    label: "Administrator",
    permissions: [
      "dashboard:admin",
      "users:manage",
      "vendors:manage",
      "products:manage",
      "orders:manage",
      "content:manage",
      "settings:manage",
    ],
    allowedRoutes: ["/admin/*", "/dashboard/*", "/vendor/*"],
    dashboardPath: "/admin/dashboard",
  },
  vendor: {
    label: "Vendor",
    permissions: ["dashboard:vendor", "products:own", "orders:view", "profile:manage"],
    allowedRoutes: ["/vendor/*", "/dashboard/orders", "/dashboard/profile"],
    dashboardPath: "/vendor/dashboard",
  },
  staff: {
    label: "Staff",
    permissions: ["dashboard:admin", "users:view", "vendors:view", "products:view", "orders:process"],
    allowedRoutes: [
      "/admin/dashboard",
      "/admin/orders",
      // An order's page: staff process orders (cancel, refund, mark paid, move a part on, notes).
      "/admin/orders/*",
      "/admin/products",
      "/dashboard/orders",
      "/admin/vendors",
      "/admin/vendors/*",
      "/admin/trade-assurance",
      "/admin/trade-assurance/*",
      // Staff may look at corporate accounts; the edit page and the decision are the admin's.
      "/admin/corporate-accounts",
      "/admin/corporate-accounts/*",
      "/admin/b2b/corporate-accounts/*",
      // Likewise RFQs: staff may look at the list and any RFQ; the status change and the B2B
      // statistics (/admin/b2b) are the admin's.
      "/admin/rfqs",
      "/admin/b2b/rfqs/*",
    ],
    dashboardPath: "/admin/dashboard",
  },
  user: {
    label: "Buyer",
    permissions: ["dashboard:user", "orders:own", "profile:own", "wishlist:manage", "addresses:manage"],
    // The spec lists "/dashboard" alone; the buyer dashboard's own sub-pages are the
    // buyer's, so the buyer gets the whole prefix (docs/decisions/002-buyer-dashboard-prefix.md).
    allowedRoutes: [
      "/dashboard",
      "/dashboard/*",
      "/orders/*",
      "/profile/*",
      "/checkout",
      "/cart",
      "/wishlist",
      "/rfq",
      "/product/*",
    ],
    dashboardPath: "/dashboard",
  },
};

export function dashboardPathFor(role: Role): string {
  return roleDefinitions[role].dashboardPath;
}

export function permissionsFor(role: Role, extra: readonly string[] = []): string[] {
  return [...new Set([...roleDefinitions[role].permissions, ...extra])];
}

/**
 * Admin and staff are honoured only for e-mail addresses in the company's own domains.
 * Vendor comes from onboarding, so it is kept whatever the domain.
 */
export function effectiveRole(storedRole: Role, email: string, companyDomains: readonly string[]): Role {
  if (storedRole !== "admin" && storedRole !== "staff") return storedRole;
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return companyDomains.includes(domain) ? storedRole : "user";
}
