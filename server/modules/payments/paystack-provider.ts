import { createHmac, timingSafeEqual } from "node:crypto";
import { type PaymentEvent, WebhookRejected } from "./payment-event";

/**
 * Paystack webhooks (paystack.com/docs/payments/webhooks): the `x-paystack-signature` header is the
 * HMAC-SHA512 of the raw body keyed with the secret key, in hex. Amounts are in the subunit (kobo).
 */
export function verifyPaystackWebhook(rawBody: string, headers: Headers, secretKey: string): PaymentEvent {
  checkPaystackSignature(rawBody, headers, secretKey);
  const payload = JSON.parse(rawBody) as {
    event: string;
    data: { id: number | string; reference: string; amount: number; currency: string; status: string };
  };
  const outcome =
    payload.event === "charge.success" && payload.data.status === "success"
      ? "succeeded"
      : payload.event === "charge.failed"
        ? "failed"
        : "ignored";
  return {
    provider: "paystack",
    eventId: `${payload.event}:${payload.data.id}`,
    reference: payload.data.reference,
    transactionId: String(payload.data.id),
    amount: payload.data.amount,
    currency: payload.data.currency,
    outcome,
    payload,
  };
}

/** Refuses a body that Paystack did not sign (payment and transfer events alike). */
export function checkPaystackSignature(rawBody: string, headers: Headers, secretKey: string): void {
  const given = Buffer.from(headers.get("x-paystack-signature") ?? "");
  const expected = Buffer.from(createHmac("sha512", secretKey).update(rawBody).digest("hex"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookRejected("bad signature");
}
