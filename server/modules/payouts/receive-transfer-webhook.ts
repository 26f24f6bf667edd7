import type { Db } from "#db/client";
import type { Env } from "#server/lib/env";
import type { Logger } from "pino";
import type { WebhookReceipt } from "../payments/receive-webhook";
import { WebhookRejected } from "../payments/payment-event";
import { applyTransferEvent } from "./apply-transfer-event";
import { type TransferEvent, verifyTransferWebhook } from "./transfer-event";

const transferProviders = ["sandbox", "paystack", "flutterwave"];

/**
 * A transfer webhook delivery: the signature is checked on the raw body before anything is read; a
 * forged one is refused (401) and logged. Anything verified is answered 200 (duplicates and events
 * about nothing we know included), so the provider stops retrying.
 */
export async function receiveTransferWebhook(
  db: Db,
  {
    provider,
    rawBody,
    headers,
    env,
    logger,
  }: { provider: string; rawBody: string; headers: Headers; env: Env; logger: Logger },
): Promise<WebhookReceipt> {
  if (!transferProviders.includes(provider)) return { status: 404, body: { error: "unknown provider" } };
  let event: TransferEvent;
  try {
    event = verifyTransferWebhook(env, { provider, rawBody, headers });
  } catch (error) {
    logger.warn(
      { provider, reason: error instanceof WebhookRejected ? error.message : "unreadable body" },
      "transfer webhook refused",
    );
    return { status: 401, body: { error: "invalid signature or body" } };
  }
  const result = await applyTransferEvent(db, { event });
  const log = { provider, eventId: event.eventId, reference: event.reference, result };
  if (result === "mismatch" || result === "unknown-reference") logger.warn(log, "transfer event refused");
  else logger.info(log, "transfer event");
  return { status: 200, body: { received: true, result } };
}
