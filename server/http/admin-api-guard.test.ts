import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { defaultStaffSections, type AdminSectionKey } from "#common/admin-sections";
import { permissionsFor, type Role } from "#common/roles";
import { isAppError } from "#server/lib/errors";
import type { Actor } from "#server/modules/identity/actor";
import { adminApiGuard } from "./admin-api-guard";
import type { HonoEnv } from "./hono-env";

/** An API with one call in a staff section and one in an admin-only one, behind the guard. */
function apiFor(role: Role | null, staffSections: readonly AdminSectionKey[]) {
  const app = new Hono<HonoEnv>();
  app.onError((error, c) =>
    isAppError(error) ? c.json({ code: error.code }, error.status as 403) : c.json({}, 500),
  );
  app.use("*", async (c, next) => {
    c.set("actor", role ? ({ role, permissions: permissionsFor(role) } as Actor) : null);
    c.set("staffSections", { forViewer: async (viewer) => (viewer?.role === "staff" ? staffSections : []) });
    await next();
  });
  const api = new Hono<HonoEnv>();
  api.use("/admin/*", adminApiGuard());
  api.get("/admin/orders", (c) => c.json({ ok: true }));
  api.get("/admin/audit-logs", (c) => c.json({ ok: true }));
  app.route("/api/v1", api);
  return app;
}

describe("the admin API's guard", () => {
  it("answers staff a section's calls while they have it, and 403 once an admin takes it away", async () => {
    expect((await apiFor("staff", defaultStaffSections).request("/api/v1/admin/orders")).status).toBe(200);
    const without = defaultStaffSections.filter((key) => key !== "orders");
    const refused = await apiFor("staff", without).request("/api/v1/admin/orders");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: "FORBIDDEN" });
  });

  it("keeps admin-only calls from staff, lets admins through and asks visitors to sign in", async () => {
    expect((await apiFor("staff", defaultStaffSections).request("/api/v1/admin/audit-logs")).status).toBe(
      403,
    );
    expect((await apiFor("admin", []).request("/api/v1/admin/audit-logs")).status).toBe(200);
    expect((await apiFor("user", []).request("/api/v1/admin/orders")).status).toBe(403);
    expect((await apiFor(null, []).request("/api/v1/admin/orders")).status).toBe(401);
  });
});
