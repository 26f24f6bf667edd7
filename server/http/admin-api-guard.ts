import { decideAccess } from "#common/access";
import { AppError } from "#server/lib/errors";
import type { MiddlewareHandler } from "hono";
import type { HonoEnv } from "./hono-env";

/**
 * The admin REST API obeys the page guard: a call under <api>/admin/ is judged as the /admin page of
 * the same path, with staff's back-office sections read once for the request, so a section an admin
 * takes from staff at /admin/roles is refused on its API as on its pages (403; 401 when signed out).
 * Mounted on the API's /admin/* routes, before their handlers (which check their own rules too).
 */
export function adminApiGuard(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const actor = c.get("actor");
    const pagePath = c.req.path.slice(c.req.path.indexOf("/admin/"));
    const decision = decideAccess(pagePath, actor, await c.get("staffSections").forViewer(actor));
    if (decision.kind === "login") throw new AppError("UNAUTHENTICATED");
    if (decision.kind !== "allow") throw new AppError("FORBIDDEN");
    await next();
  };
}
