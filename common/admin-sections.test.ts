import { describe, expect, it } from "vitest";
import { adminSectionOf, decideAccess } from "./access";
import {
  adminSectionKeys,
  adminSections,
  defaultStaffSections,
  editableStaffSections,
  staffSectionAccess,
  staffSectionsFrom,
} from "./admin-sections";
import { permissionsFor, roleDefinitions } from "./roles";

const staff = { role: "staff" as const, permissions: permissionsFor("staff") };
const admin = { role: "admin" as const, permissions: permissionsFor("admin") };
const denied = { kind: "deny", reason: "route" };
const allowed = { kind: "allow" };

describe("the admin sections", () => {
  it("staff start with the back office's view-only pages they had before /admin/roles existed", () => {
    expect(defaultStaffSections).toEqual([
      "dashboard",
      "orders",
      "products",
      "vendors",
      "tradeAssurance",
      "corporateAccounts",
      "rfqs",
      "support",
    ]);
  });

  it("keeps from staff every section needing a permission their role lacks, and their home page always open", () => {
    expect(staffSectionAccess("dashboard")).toBe("always");
    for (const key of ["settings", "features", "roles", "users", "categories", "transactions"] as const)
      expect(staffSectionAccess(key), key).toBe("never");
    for (const key of editableStaffSections)
      expect(roleDefinitions.staff.permissions, key).toContain(adminSections[key].permission);
  });

  it("names only permissions of the roles table, and each section's link opens its own section", () => {
    for (const key of adminSectionKeys) {
      const backOffice = [...roleDefinitions.admin.permissions, ...roleDefinitions.staff.permissions];
      expect(backOffice, key).toContain(adminSections[key].permission);
      expect(adminSectionOf(adminSections[key].href), key).toBe(key);
    }
  });

  it("reads the stored choice, a section without a row as its default, and ignores rows it must not honour", () => {
    expect(staffSectionsFrom([])).toEqual(defaultStaffSections);
    expect(
      staffSectionsFrom([
        { section: "orders", allowed: false },
        { section: "settings", allowed: true },
        { section: "teleport", allowed: true },
      ]),
    ).toEqual(defaultStaffSections.filter((key) => key !== "orders"));
  });
});

describe("decideAccess with staff's sections", () => {
  it("lets staff into a section they were given, with its sub-pages, and not into one taken away", () => {
    expect(decideAccess("/admin/vendors/ven_1", staff, ["vendors"])).toEqual(allowed);
    expect(decideAccess("/admin/vendors/ven_1", staff, ["orders"])).toEqual(denied);
    expect(decideAccess("/Admin/Orders/", staff, ["orders"])).toEqual(allowed);
    expect(decideAccess("/admin/orders", staff, [])).toEqual(denied);
  });

  it("keeps staff's home page open and the admin-only sections shut, whatever the sections say", () => {
    expect(decideAccess("/admin/dashboard", staff, [])).toEqual(allowed);
    expect(decideAccess("/admin/settings", staff, ["settings", "roles"])).toEqual(denied);
    expect(decideAccess("/admin/roles", staff, ["settings", "roles"])).toEqual(denied);
  });

  it("denies staff an admin page in no section, and never limits an admin", () => {
    expect(decideAccess("/admin/products/create", staff, defaultStaffSections)).toEqual(denied);
    expect(decideAccess("/admin/orders", admin, [])).toEqual(allowed);
    expect(decideAccess("/admin/roles", admin, [])).toEqual(allowed);
  });

  it("leaves everyone else's decisions alone", () => {
    expect(decideAccess("/admin/orders", null, defaultStaffSections)).toEqual({ kind: "login" });
    const buyer = { role: "user" as const, permissions: permissionsFor("user") };
    expect(decideAccess("/admin/orders", buyer, defaultStaffSections)).toEqual({
      kind: "deny",
      reason: "role",
    });
    expect(decideAccess("/dashboard/orders", staff, [])).toEqual(allowed);
  });
});
