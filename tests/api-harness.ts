import { Hono } from "hono";
import type { Db } from "#db/client";
import type { Services } from "#server/context";
import { apiV1 } from "#server/http/api-v1";
import { rfqsApi } from "#server/http/api-rfqs";
import { tradeAssuranceApi } from "#server/http/api-trade-assurance";
import type { HonoEnv } from "#server/http/hono-env";
import { isAppError } from "#server/lib/errors";
import type { Actor } from "#server/modules/identity/actor";
import type { MediaStore } from "#server/modules/media/media-store";
import { resolveCartOwner } from "#server/modules/cart/resolve-cart-owner";
import { requestStaffSections } from "#server/modules/roles/request-staff-sections";
import { baseURL, silentLogger, testMailer, testSecret } from "./factories";
import { memoryStore } from "./memory-media";

/**
 * The REST API alone with the database it reads, failures answered as server/app.ts does. A guest
 * by default; with `actor`, signed in as them. The cart cookie is read as the app reads it. Uploads go
 * to `media` (in memory unless given).
 */
export function guestApi(
  db: Db,
  { actor = null, media = memoryStore() }: { actor?: Actor | null; media?: MediaStore } = {},
) {
  const app = new Hono<HonoEnv>();
  app.onError((error, c) =>
    isAppError(error) ? c.json(error.toJSON(), error.status as 404) : c.json({}, 500),
  );
  app.use("*", async (c, next) => {
    c.set("services", {
      db,
      env: { AUTH_SECRET: testSecret, APP_URL: baseURL, APP_ENV: "test" },
      mailer: testMailer,
      logger: silentLogger,
      media,
    } as Services);
    c.set("actor", actor);
    c.set("staffSections", requestStaffSections(db));
    c.set("client", { ip: "127.0.0.1", userAgent: null });
    const cart = await resolveCartOwner(db, {
      actor,
      cookieHeader: c.req.header("cookie"),
      secret: testSecret,
      logger: silentLogger,
    });
    c.set("cartOwner", cart.owner);
    c.set("cartMerged", cart.merged);
    await next();
  });
  app.route("/api/v1", apiV1());
  app.route("/api/trade-assurance", tradeAssuranceApi());
  app.route("/api/rfqs", rfqsApi());
  return app;
}
