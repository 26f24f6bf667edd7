import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStaffSections } from "#common/admin-sections";
import { adminOrdersPath, adminRolesPath } from "#common/paths";
import type { createApp } from "#server/app";
import { readStaffSections } from "#server/modules/roles/staff-sections.queries";
import { auditRows, baseURL, createUser, signInCookie } from "../factories";
import type { TestDatabase } from "../setup/database";
import { type PageApp, startPageApp } from "../page-app";

/**
 * /admin/roles through the whole app: only admins open it and save it; a section an admin takes from
 * staff is refused to staff on its page, its data request and its form posts, and leaves the staff's
 * navigation, until it is given back.
 */
let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let pageApp: PageApp | undefined;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  pageApp = await startPageApp("staff-sections");
  ({ database, app } = pageApp);
  for (const role of ["admin", "staff"] as const)
    cookies[role] = await signInCookie(
      database.db,
      pageApp.services.auth,
      (await createUser(database.db, { role })).email,
    );
});

afterAll(async () => {
  await pageApp?.stop();
});

async function get(viewer: string, target: string) {
  const response = await app.request(`${baseURL}${target}`, {
    headers: { accept: "text/html", cookie: cookies[viewer]! },
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    headers: response.headers,
    body: await response.text(),
  };
}

async function post(viewer: string, target: string, body: URLSearchParams) {
  const response = await app.request(`${baseURL}${target}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseURL,
      cookie: cookies[viewer]!,
    },
    body,
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

const sectionsForm = (keys: readonly string[]) => new URLSearchParams(keys.map((key) => ["section", key]));

describe("/admin/roles", () => {
  it("shows an admin the roles table and the staff's sections; staff are sent to access denied, for the page and its save", async () => {
    const page = await get("admin", adminRolesPath);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Roles and permissions");
    expect(page.body).toContain("orders:process");
    expect(page.body).toContain("Sections staff may open");
    const staff = await get("staff", adminRolesPath);
    expect(staff.status).toBe(302);
    expect(staff.location).toContain("/access-denied");
    const save = await post("staff", adminRolesPath, sectionsForm(["orders"]));
    expect(save.status).toBe(302);
    expect(save.location).toContain("/access-denied");
    expect(await readStaffSections(database.db)).toEqual(defaultStaffSections);
  });

  it("refuses an unknown section with its message, and writes nothing", async () => {
    const save = await post("admin", adminRolesPath, sectionsForm(["orders", "teleport"]));
    expect(save.status).toBe(400);
    expect(save.body).toContain("No admin section has the key “teleport”.");
    expect(await readStaffSections(database.db)).toEqual(defaultStaffSections);
  });

  it("a section taken from staff is refused on its page, data request and form post, and leaves their navigation, until given back", async () => {
    expect((await get("staff", adminOrdersPath)).status).toBe(200);
    expect((await get("staff", "/admin/dashboard")).body).toContain(`href="${adminOrdersPath}"`);
    try {
      const withoutOrders = defaultStaffSections.filter((key) => key !== "orders");
      expect((await post("admin", adminRolesPath, sectionsForm(withoutOrders))).status).toBe(200);
      expect(await auditRows(database.db, "staff_sections.update")).toHaveLength(1);

      const page = await get("staff", adminOrdersPath);
      expect(page.status).toBe(302);
      expect(page.location).toContain("/access-denied?reason=route");
      const data = await get("staff", `${adminOrdersPath}.data`);
      expect(data.status).not.toBe(200);
      expect(data.headers.get("x-remix-redirect") ?? data.body).toContain("/access-denied");
      const action = await post("staff", adminOrdersPath, new URLSearchParams({ orderId: "ord_1" }));
      expect(action.status).toBe(302);
      expect(action.location).toContain("/access-denied");

      const dashboard = await get("staff", "/admin/dashboard");
      expect(dashboard.status).toBe(200);
      expect(dashboard.body).not.toContain(`href="${adminOrdersPath}"`);
      // An admin still opens it.
      expect((await get("admin", adminOrdersPath)).status).toBe(200);
    } finally {
      await post("admin", adminRolesPath, sectionsForm(defaultStaffSections));
    }
    expect((await get("staff", adminOrdersPath)).status).toBe(200);
  });
});
