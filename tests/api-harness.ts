import { Hono } from "hono";
import type { Db } from "#db/client";
import type { Services } from "#server/context";
import { apiV1 } from "#server/http/api-v1";
import type { HonoEnv } from "#server/http/hono-env";
import { isAppError } from "#server/lib/errors";

/** The REST API alone with the database it reads, as a guest, failures answered as server/app.ts does. */
export function guestApi(db: Db) {
  const app = new Hono<HonoEnv>();
  app.onError((error, c) => (isAppError(error) ? c.json(error.toJSON(), error.status as 404) : c.json({}, 500)));
  app.use("*", async (c, next) => {
    c.set("services", { db } as Services);
    c.set("actor", null);
    await next();
  });
  app.route("/api/v1", apiV1());
  return app;
}
