import { Hono } from "hono";
import { AppError } from "#server/lib/errors";
import { listAuditLogs } from "#server/modules/audit/audit.queries";
import type { HonoEnv } from "./hono-env";
import { pageParam } from "#common/paging";

/** The REST API. Every handler resolves the actor from the session, never from the request body. */
export function apiV1() {
  const api = new Hono<HonoEnv>();

  api.get("/me", (c) => {
    const actor = c.get("actor");
    if (!actor) throw new AppError("UNAUTHENTICATED");
    return c.json({ id: actor.userId, email: actor.email, name: actor.name, role: actor.role, permissions: actor.permissions });
  });

  api.get("/admin/audit-logs", async (c) => {
    const actor = c.get("actor");
    if (!actor) throw new AppError("UNAUTHENTICATED");
    if (actor.role !== "admin") throw new AppError("FORBIDDEN", { message: "Admin access required" });
    const result = await listAuditLogs(c.get("services").db, { page: pageParam(c.req.query("page")) });
    return c.json(result);
  });

  api.all("*", () => {
    throw new AppError("NOT_FOUND");
  });
  return api;
}
