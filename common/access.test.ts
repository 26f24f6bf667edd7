import { describe, expect, it } from "vitest";
import { accessAreaOf, decideAccess, matchesPattern, normalizePath, safeReturnPath } from "./access";
import { type Role, permissionsFor } from "./roles";
import { defaultStaffSections } from "./admin-sections";

const viewer = (role: Role, extra: string[] = []) => ({ role, permissions: permissionsFor(role, extra) });

describe("normalizePath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/Dashboard/", "/dashboard"],
    ["/admin/dashboard///", "/admin/dashboard"],
    ["/VENDOR/Products", "/vendor/products"],
  ])("%j → %j", (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});

describe("matchesPattern", () => {
  it("matches a trailing * as the prefix itself or anything below it", () => {
    expect(matchesPattern("/admin", "/admin/*")).toBe(true);
    expect(matchesPattern("/admin/users/1", "/admin/*")).toBe(true);
    expect(matchesPattern("/administrator", "/admin/*")).toBe(false);
  });

  it("matches a * segment as any one non-empty segment", () => {
    expect(matchesPattern("/orders/ord_1/purchase-order", "/orders/*/purchase-order")).toBe(true);
    expect(matchesPattern("/orders//purchase-order", "/orders/*/purchase-order")).toBe(false);
    expect(matchesPattern("/orders/a/b/purchase-order", "/orders/*/purchase-order")).toBe(false);
    expect(matchesPattern("/orders/ord_1/purchase-order/x", "/orders/*/purchase-order")).toBe(false);
  });

  it("matches other patterns exactly", () => {
    expect(matchesPattern("/dashboard/orders", "/dashboard/orders")).toBe(true);
    expect(matchesPattern("/dashboard/orders/1", "/dashboard/orders")).toBe(false);
  });
});

describe("accessAreaOf", () => {
  it.each([
    ["/", "public"],
    ["/admin/login", "public"],
    ["/admin", "admin"],
    ["/admin/dashboard", "admin"],
    ["/direct-admin-access", "admin"],
    ["/vendor", "vendor"],
    ["/vendor/dashboard", "vendor"],
    ["/vendor/storefront-banners", "vendor"],
    ["/vendor/lagos-threads", "public"],
    ["/vendor/lagos-threads/store", "public"],
    ["/vendor/profile/lagos-threads", "public"],
    ["/request-quote", "public"],
    ["/rfq", "signed-in"],
    ["/checkout", "signed-in"],
    ["/checkout/guest", "public"],
    ["/dashboard", "signed-in"],
    ["/account", "signed-in"],
    ["/settings/security", "signed-in"],
    ["/profile", "signed-in"],
  ])("%s is %s", (path, area) => {
    expect(accessAreaOf(path)).toBe(area);
  });
});

describe("decideAccess", () => {
  it("denies a role it does not know", () => {
    expect(
      decideAccess("/dashboard", { role: "superuser" as Role, permissions: [] }, defaultStaffSections),
    ).toEqual({
      kind: "deny",
      reason: "role",
    });
    expect(decideAccess("/", { role: "superuser" as Role, permissions: [] }, defaultStaffSections)).toEqual({
      kind: "allow",
    });
  });

  it("keeps the admin area to people holding dashboard:admin", () => {
    expect(decideAccess("/admin/orders", viewer("user", ["dashboard:admin"]), defaultStaffSections)).toEqual({
      kind: "deny",
      reason: "route",
    });
    expect(decideAccess("/admin/orders", { role: "staff", permissions: [] }, defaultStaffSections)).toEqual({
      kind: "deny",
      reason: "role",
    });
  });

  it("keeps the vendor area to vendors and admins, whatever the permissions", () => {
    expect(
      decideAccess(
        "/vendor/products",
        viewer("user", ["dashboard:vendor", "products:own"]),
        defaultStaffSections,
      ),
    ).toEqual({
      kind: "deny",
      reason: "role",
    });
    expect(decideAccess("/vendor/products", viewer("staff"), defaultStaffSections)).toEqual({
      kind: "deny",
      reason: "role",
    });
  });

  // React Router decodes each path segment before matching a route (decodePath), so
  // /%61dmin/dashboard renders the /admin/dashboard page. The guard must judge it the same way.
  describe("judges a percent-encoded path like the page it opens", () => {
    it.each([
      ["/%61dmin/dashboard", null, { kind: "login" }],
      ["/%61dmin/dashboard", viewer("user"), { kind: "deny", reason: "role" }],
      ["/admin/%75sers", viewer("staff"), { kind: "deny", reason: "route" }],
      ["/direct-admin-acces%73", viewer("user"), { kind: "deny", reason: "role" }],
      ["/v%65ndor/dashboard", viewer("user"), { kind: "deny", reason: "role" }],
      ["/d%61shboard", null, { kind: "login" }],
      ["/%64ashboard", viewer("vendor"), { kind: "redirect", to: "/vendor/dashboard" }],
    ] as const)("%s", (path, who, expected) => {
      expect(decideAccess(path, who, defaultStaffSections)).toEqual(expected);
    });
  });
});

describe("safeReturnPath", () => {
  it.each([
    "/checkout?step=2",
    "/product/1#reviews",
    "/",
    "/dashboard/orders",
    "/authors",
    "/vendor/abc/store?tab=reviews",
  ])("keeps the same-site path %j", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    "",
    "dashboard",
    "//evil.com",
    "//evil.com/dashboard",
    "https://evil.com",
    "http://localhost:3000/dashboard",
    "/\\evil.com",
    "javascript:alert(1)",
    "/auth/login",
    "/auth/callback?x=1",
    "/login",
    "/register",
    "/api/auth/sign-out",
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  // Browsers drop tabs and line breaks from URLs (WHATWG URL), so "/\t/evil.com" in a Location header
  // is followed to //evil.com: whatever is returned must stay on this site once a browser parses it.
  it.each(["/\t/evil.com", "/\n/evil.com", "/\r\n/evil.com", "\t//evil.com", "/\\\\evil.com"])(
    "refuses %j, which a browser reads as another site",
    (value) => {
      const result = safeReturnPath(value);
      if (result !== null)
        expect(new URL(result, "https://shop.example").origin).toBe("https://shop.example");
      expect(result).toBeNull();
    },
  );

  // A Location header carries bytes, not text: a character above U+00FF made setting it throw (a 500,
  // and on sign-in a session created without its cookie). Such paths are sent percent-encoded.
  it.each([
    ["/products?q=caf\u00e9 \u20ac", "/products?q=caf%C3%A9%20%E2%82%AC"],
    ["/stores/\u{1F600}", "/stores/%F0%9F%98%80"],
  ])("sends %j as the ASCII %j", (value, ascii) => {
    const result = safeReturnPath(value);
    expect(result).toBe(ascii);
    expect(() => new Headers({ Location: result! })).not.toThrow();
  });

  it("refuses a path with half an emoji, which has no encoding", () => {
    expect(safeReturnPath("/stores/\ud83d")).toBeNull();
  });
});
