import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#common/csv";
import { adminActivityLogsCsvPath, adminOrderPath } from "#common/paths";
import type { createApp } from "#server/app";
import type { Services } from "#server/context";
import { recordAudit } from "#server/modules/audit/record-audit";
import { createProduct } from "../catalog-factories";
import { placedOrder } from "../commerce-factories";
import { baseURL, createUser, signInCookie } from "../factories";
import { type PageApp, startPageApp } from "../page-app";

/**
 * The order page and the activity log's CSV through the whole app: staff and admins open any order
 * (an unknown one is a 404); a vendor, a buyer (even the order's own) and a visitor are turned away.
 * The CSV is the admin's alone, holds the filtered rows, and refuses filters it cannot apply.
 */
let pageApp: PageApp | undefined;
let app: ReturnType<typeof createApp>;
let services: Services;
const cookies: Record<string, string> = {};
let orderId = "";
let orderNumber = "";

beforeAll(async () => {
  pageApp = await startPageApp("admin-orders");
  ({ services, app } = pageApp);
  const { db } = pageApp.database;
  const product = await createProduct(db, { stockQuantity: 5 });
  const placed = await placedOrder(db, [{ productId: product.id, quantity: 1 }]);
  ({ orderId, orderNumber } = placed);
  cookies.buyer = await signInCookie(db, services.auth, placed.user.email);
  for (const role of ["user", "vendor", "staff", "admin"] as const)
    cookies[role] = await signInCookie(db, services.auth, (await createUser(db, { role })).email);
  await recordAudit(db, {
    action: "order.note",
    resource: `order:${orderId}`,
    details: { orderId, note: '=HYPERLINK("http://evil.example"), "quoted"' },
  });
  await recordAudit(db, { action: "role.change", resource: "profile", details: { targetUserId: "usr_1" } });
});

afterAll(async () => {
  await pageApp?.stop();
});

async function get(viewer: string | null, target: string) {
  const response = await app.request(`${baseURL}${target}`, {
    headers: { accept: "text/html", ...(viewer ? { cookie: cookies[viewer]! } : {}) },
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location") ?? "",
    type: response.headers.get("content-type") ?? "",
    body: await response.text(),
  };
}

describe("/admin/orders/:id", () => {
  it("shows any order to staff and admins", async () => {
    for (const viewer of ["staff", "admin"]) {
      const page = await get(viewer, adminOrderPath(orderId));
      expect(page.status, viewer).toBe(200);
      expect(page.body).toContain(`Order ${orderNumber}`);
      expect(page.body).toContain("Internal notes");
    }
  });

  it("turns away a vendor, a buyer (the order's own too) and a visitor", async () => {
    for (const viewer of ["vendor", "user", "buyer"]) {
      const page = await get(viewer, adminOrderPath(orderId));
      expect(page.status, viewer).toBe(302);
      expect(page.location, viewer).toContain("/access-denied");
    }
    const visitor = await get(null, adminOrderPath(orderId));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toContain("/auth/login");
  });

  it("answers an unknown order with 404", async () => {
    const page = await get("admin", adminOrderPath("ord_missing"));
    expect(page.status).toBe(404);
    expect(page.body).not.toContain(orderNumber);
  });
});

describe("/admin/activity-logs/export.csv", () => {
  it("gives an admin the filtered rows, every field escaped and a formula defused", async () => {
    const file = await get("admin", adminActivityLogsCsvPath(`type=order&object=${orderId}`));
    expect(file.status).toBe(200);
    expect(file.type).toContain("text/csv");
    const rows = parseCsv(file.body);
    expect(rows[0]).toEqual(["When (UTC)", "Action", "Object", "Who", "IP address", "Details"]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(["order.note"]);
    expect(rows[1]![2]).toBe(`order:${orderId}`);
    expect(JSON.parse(rows[1]![5]!)).toMatchObject({ note: '=HYPERLINK("http://evil.example"), "quoted"' });

    // Unfiltered, newest first (sign-ins may be logged around them).
    const everything = parseCsv((await get("admin", adminActivityLogsCsvPath())).body);
    expect(
      everything
        .slice(1)
        .map((row) => row[1])
        .filter((action) => action === "role.change" || action === "order.note"),
    ).toEqual(["role.change", "order.note"]);
  });

  it("refuses filters it cannot apply, and anyone but an admin", async () => {
    const refused = await get("admin", adminActivityLogsCsvPath("from=2026-05-10&to=2026-05-01"));
    expect(refused.status).toBe(400);
    for (const viewer of ["staff", "vendor", "user"]) {
      const file = await get(viewer, adminActivityLogsCsvPath());
      expect(file.status, viewer).toBe(302);
      expect(file.location, viewer).toContain("/access-denied");
    }
  });

  it("filters the activity log page by the same query", async () => {
    const page = await get("admin", `/admin/activity-logs?action=role.&type=profile`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("role.change");
    expect(page.body).not.toContain("order.note");
  });
});
