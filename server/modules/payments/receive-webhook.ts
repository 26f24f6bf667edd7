import type { Db } from "#db/client";
import type { Env } from "#server/lib/env";
import type { Logger } from "pino";
import { verifyFlutterwaveWebhook } from "./flutterwave-provider";
import { type PaymentEvent, WebhookRejected } from "./payment-event";
import { verifyPaystackWebhook } from "./paystack-provider";
import { providerNamed } from "./hosted-checkout";
import { settlePaymentEvent } from "./settle-payment-event";
import { verifySandboxWebhook } from "./sandbox-provider";

type Verifier = (rawBody: string, headers: Headers) => PaymentEvent;

/** Each provider's signature check, keyed with its secret; a provider without one refuses every call. */
function webhookVerifiers(env: Env): Record<string, Verifier> {
  const refuse = () => {
    throw new WebhookRejected("provider not configured");
  };
  return {
    // Test money must never settle a real order.
    sandbox:
      env.APP_ENV === "production"
        ? refuse
        : (body, headers) => verifySandboxWebhook(body, headers, env.AUTH_SECRET),
    paystack: env.PAYSTACK_SECRET_KEY
      ? (body, headers) => verifyPaystackWebhook(body, headers, env.PAYSTACK_SECRET_KEY!)
      : refuse,
    flutterwave: env.FLUTTERWAVE_SECRET_HASH
      ? (body, headers) => verifyFlutterwaveWebhook(body, headers, env.FLUTTERWAVE_SECRET_HASH!)
      : refuse,
  };
}

export type WebhookReceipt = {
  status: 200 | 401 | 404;
  body: { received: true; result: string } | { error: string };
};

/**
 * A webhook delivery, however it arrived. The signature is checked on the raw body before anything
 * is read; a forged, replayed or mismatched event is refused and logged. Providers retry until they
 * get a 2xx, so a duplicate or an event about nothing we know is answered 200 (and changes nothing).
 * Money that arrived for an order already paid or cancelled is refunded through its provider once
 * the event is recorded (settlePaymentEvent).
 */
export async function receiveWebhook(
  db: Db,
  {
    provider,
    rawBody,
    headers,
    env,
    logger,
  }: { provider: string; rawBody: string; headers: Headers; env: Env; logger: Logger },
): Promise<WebhookReceipt> {
  const verify = webhookVerifiers(env)[provider];
  if (!verify) return { status: 404, body: { error: "unknown provider" } };
  let event: PaymentEvent;
  try {
    event = verify(rawBody, headers);
  } catch (error) {
    logger.warn(
      { provider, reason: error instanceof WebhookRejected ? error.message : "unreadable body" },
      "webhook refused",
    );
    return { status: 401, body: { error: "invalid signature or body" } };
  }
  const result = await settlePaymentEvent(db, {
    event,
    provider: () => providerNamed(env, event.provider),
    logger,
  });
  if (result === "mismatch" || result === "unknown-reference" || result === "refund-failed")
    logger.warn(
      { provider, eventId: event.eventId, reference: event.reference, result },
      "webhook event refused",
    );
  else logger.info({ provider, eventId: event.eventId, reference: event.reference, result }, "webhook event");
  return { status: 200, body: { received: true, result } };
}
