import { Hono } from "hono";
import { receiveWebhook } from "#server/modules/payments/receive-webhook";
import { receiveTransferWebhook } from "#server/modules/payouts/receive-transfer-webhook";
import { isTransferEvent } from "#server/modules/payouts/transfer-event";
import type { HonoEnv } from "./hono-env";

/**
 * POST /webhooks/:provider, outside the session and same-origin checks: providers post from their
 * servers. A provider account has one webhook address, so transfer events (payouts) and payment
 * events arrive here together and are told apart by the event's name.
 */
export function webhookRoutes() {
  const app = new Hono<HonoEnv>();
  app.post("/:provider", async (c) => {
    const { db, env, logger } = c.get("services");
    const rawBody = await c.req.text();
    const delivery = { provider: c.req.param("provider"), rawBody, headers: c.req.raw.headers, env, logger };
    const receipt = isTransferEvent(rawBody)
      ? await receiveTransferWebhook(db, delivery)
      : await receiveWebhook(db, delivery);
    return c.json(receipt.body, receipt.status);
  });
  return app;
}
