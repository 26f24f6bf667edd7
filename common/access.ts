import { type AdminSectionKey, adminSectionKeys, adminSections, staffMayOpen } from "./admin-sections";
import { type Role, roleDefinitions } from "./roles";

/** Sections of the vendor area; any other /vendor/{x} path is a public vendor page. */
export const vendorAreaSections = [
  "dashboard",
  "products",
  "orders",
  "rfqs",
  "messaging",
  "payouts",
  "analytics",
  "store",
  "customers",
  "b2b",
  "market-days",
  "my-market-days",
  "storefront-banners",
];

/** Protected paths any signed-in person may open, whatever their role. */
const openToSignedIn = [
  "/dashboard",
  "/dashboard/orders",
  // The bulk orders are a view of the person's own orders, open to whoever may see those.
  "/dashboard/bulk-orders",
  "/dashboard/wishlist",
  "/dashboard/addresses",
  "/dashboard/settings",
  "/dashboard/notifications",
  "/dashboard/support",
  // One ticket of the person's own: the page's loader answers anyone else's "not found".
  "/dashboard/support/*",
  "/cart",
  "/checkout",
  "/wishlist",
  "/rfq",
  "/product/*",
  "/account",
  "/account/*",
  "/messages/*",
  "/vendors/onboarding",
  "/trade-assurance/apply",
  "/market-days/feedback",
  "/order-success",
  // An order's purchase-order file is for its buyer, its vendors and the back office: the download's
  // loader decides by the order and answers anyone else "not found", so the guard lets every role by.
  "/orders/*/purchase-order",
  // An order's invoice is for its buyer and the back office: the page's loader decides by the order
  // and answers anyone else "not found".
  "/orders/*/invoice",
  // An RFQ's attachment is for its buyer, the vendors it is addressed to and admins: the loader
  // decides by the RFQ and answers anyone else "not found".
  "/rfq-attachments/*",
];

export type AccessArea = "public" | "signed-in" | "admin" | "vendor";

/**
 * The path as the router will match it: percent-decoded (so "/%61dmin" is judged as "/admin"),
 * without trailing slashes, lower-cased.
 */
export function normalizePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape matches no route; judge the raw text.
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
  return trimmed.toLowerCase() || "/";
}

/** A "*" segment stands for any one segment; a trailing "/*" for the rest of the path, if any. */
export function matchesPattern(path: string, pattern: string): boolean {
  const wanted = pattern.split("/");
  const given = path.split("/");
  const anyRest = wanted.at(-1) === "*";
  if (anyRest) wanted.pop();
  if (anyRest ? given.length < wanted.length : given.length !== wanted.length) return false;
  return wanted.every((segment, index) => (segment === "*" ? given[index] !== "" : segment === given[index]));
}

/** Which kind of guard a path sits behind. Public unless the spec's route table protects it. */
export function accessAreaOf(pathname: string): AccessArea {
  const path = normalizePath(pathname);
  if (path === "/admin/login") return "public";
  if (matchesPattern(path, "/admin/*") || path === "/direct-admin-access") return "admin";
  const vendorSection = /^\/vendor\/([^/]+)/.exec(path)?.[1];
  if (path === "/vendor" || (vendorSection && vendorAreaSections.includes(vendorSection))) return "vendor";
  if (path === "/request-quote") return "public"; // redirects to /rfq, which is protected
  const protectedPrefixes = [
    "/dashboard/*",
    "/account/*",
    "/messages/*",
    "/orders/*",
    "/profile/*",
    "/settings/*",
    "/rfq-attachments/*",
  ];
  const protectedExact = [
    "/checkout",
    "/wishlist",
    "/rfq",
    "/vendors/onboarding",
    "/trade-assurance/apply",
    "/market-days/feedback",
    "/order-success",
  ];
  if (protectedExact.includes(path) || protectedPrefixes.some((p) => matchesPattern(path, p)))
    return "signed-in";
  return "public";
}

type DenyReason = "role" | "permission" | "route";

export type AccessDecision =
  | { kind: "allow" }
  | { kind: "login" }
  | { kind: "redirect"; to: string }
  | { kind: "deny"; reason: DenyReason };

export interface Viewer {
  role: Role;
  permissions: readonly string[];
}

/** The back-office section a path belongs to, if any; an /admin page in none is the admin's alone. */
export function adminSectionOf(pathname: string): AdminSectionKey | null {
  return sectionOfNormalized(normalizePath(pathname));
}

/** Decoded once only: a second decoding would judge a path other than the one the router opens. */
function sectionOfNormalized(path: string): AdminSectionKey | null {
  return (
    adminSectionKeys.find((key) => adminSections[key].paths.some((p) => matchesPattern(path, p))) ?? null
  );
}

/**
 * The route guard, decided on the server for every page, data request and action (and, through
 * their /admin twins, the admin REST API). Admin passes every check; in the admin area staff reach
 * only the sections `staffSections` names (read from /admin/roles' table by the caller, so this stays
 * pure); an unknown role is denied.
 */
export function decideAccess(
  pathname: string,
  viewer: Viewer | null,
  staffSections: readonly AdminSectionKey[],
): AccessDecision {
  const path = normalizePath(pathname);
  const area = accessAreaOf(path);
  if (area === "public") return { kind: "allow" };
  if (!viewer) return { kind: "login" };
  const definition = roleDefinitions[viewer.role];
  if (!definition) return { kind: "deny", reason: "role" };
  if (viewer.role === "admin") return { kind: "allow" };

  // A plain /dashboard visit by someone whose dashboard is elsewhere goes to their own.
  if (path === "/dashboard" && definition.dashboardPath !== "/dashboard") {
    return { kind: "redirect", to: definition.dashboardPath };
  }
  if (area === "admin") {
    if (!viewer.permissions.includes("dashboard:admin")) return { kind: "deny", reason: "role" };
    const section = viewer.role === "staff" ? sectionOfNormalized(path) : null;
    return section && staffMayOpen(section, staffSections)
      ? { kind: "allow" }
      : { kind: "deny", reason: "route" };
  }
  if (area === "vendor") {
    return viewer.role === "vendor" ? { kind: "allow" } : { kind: "deny", reason: "role" };
  }
  const allowed = [...openToSignedIn, ...definition.allowedRoutes].some((p) => matchesPattern(path, p));
  return allowed ? { kind: "allow" } : { kind: "deny", reason: "route" };
}

/**
 * Only same-site relative paths may be used as a return target after login. Browsers drop tabs and
 * newlines from URLs and read "\\" as "/", so any of those could turn "/x" into "//other.site".
 * The result goes into a Location header, which must be ASCII: spaces and anything past "~" are
 * percent-encoded (as a browser would), and a path that cannot be encoded (half a surrogate pair) is refused.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!value || !value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith("//")) return null;
  if (/^\/(auth|login|register|api)\b/.test(value)) return null;
  try {
    return value.replace(/[^\x21-\x7e]+/g, (text) => encodeURIComponent(text));
  } catch {
    return null;
  }
}
