import { Hono } from "hono";
import { receiveWebhook } from "#server/modules/payments/receive-webhook";
import type { HonoEnv } from "./hono-env";

/** POST /webhooks/:provider, outside the session and same-origin checks: providers post from their servers. */
export function webhookRoutes() {
  const app = new Hono<HonoEnv>();
  app.post("/:provider", async (c) => {
    const { db, env, logger } = c.get("services");
    const receipt = await receiveWebhook(db, {
      provider: c.req.param("provider"),
      rawBody: await c.req.text(),
      headers: c.req.raw.headers,
      env,
      logger,
    });
    return c.json(receipt.body, receipt.status);
  });
  return app;
}
