import { describe, expect, it } from "vitest";
import { dashboardPathFor, effectiveRole, isRole, permissionsFor, roleDefinitions, roles } from "./roles";

const company = ["shopafricanbrands.com"];

describe("effectiveRole", () => {
  it.each([
    ["admin", "ada@shopafricanbrands.com", "admin"],
    ["admin", "Ada@ShopAfricanBrands.COM", "admin"],
    ["staff", "kwame@shopafricanbrands.com", "staff"],
    ["admin", "ada@gmail.com", "user"],
    ["staff", "kwame@example.org", "user"],
    // A look-alike domain is not the company's.
    ["admin", "ada@evil-shopafricanbrands.com", "user"],
    ["admin", "ada@shopafricanbrands.com.evil.io", "user"],
    ["admin", "shopafricanbrands.com@evil.io", "user"],
    ["vendor", "tolu@lagosthreads.ng", "vendor"],
    ["user", "buyer@shopafricanbrands.com", "user"],
  ] as const)("%s with %s acts as %s", (stored, email, acting) => {
    expect(effectiveRole(stored, email, company)).toBe(acting);
  });

  it("accepts any of several company domains", () => {
    expect(effectiveRole("staff", "a@sab.africa", ["shopafricanbrands.com", "sab.africa"])).toBe("staff");
  });
});

describe("role definitions", () => {
  it("sends each role to its dashboard", () => {
    expect(roles.map((role) => [role, dashboardPathFor(role)])).toEqual([
      ["user", "/dashboard"],
      ["vendor", "/vendor/dashboard"],
      ["staff", "/admin/dashboard"],
      ["admin", "/admin/dashboard"],
    ]);
  });

  it("grants the spec's permissions", () => {
    expect(roleDefinitions.admin.permissions).toEqual([
      "dashboard:admin",
      "users:manage",
      "vendors:manage",
      "products:manage",
      "orders:manage",
      "content:manage",
      "settings:manage",
    ]);
    expect(roleDefinitions.vendor.permissions).toEqual([
      "dashboard:vendor",
      "products:own",
      "orders:view",
      "profile:manage",
    ]);
    expect(roleDefinitions.staff.permissions).toEqual([
      "dashboard:admin",
      "users:view",
      "vendors:view",
      "products:view",
      "orders:process",
    ]);
    expect(roleDefinitions.user.permissions).toEqual([
      "dashboard:user",
      "orders:own",
      "profile:own",
      "wishlist:manage",
      "addresses:manage",
    ]);
  });

  it("adds extra permissions once each", () => {
    expect(permissionsFor("vendor", ["reports:view", "products:own", "reports:view"])).toEqual([
      ...roleDefinitions.vendor.permissions,
      "reports:view",
    ]);
  });

  it("knows exactly the four roles", () => {
    expect(roles.every(isRole)).toBe(true);
    for (const value of ["customer", "Admin", "", null, undefined, 1, {}]) expect(isRole(value)).toBe(false);
  });
});
