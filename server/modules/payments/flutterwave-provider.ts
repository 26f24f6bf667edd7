import { timingSafeEqual } from "node:crypto";
import { toMinorUnits } from "#common/money";
import { type PaymentEvent, WebhookRejected } from "./payment-event";

/**
 * Flutterwave webhooks (developer.flutterwave.com/docs/webhooks): the `verif-hash` header carries
 * the secret hash set on the dashboard. Amounts are in major units (naira), so they are converted.
 */
export function verifyFlutterwaveWebhook(
  rawBody: string,
  headers: Headers,
  secretHash: string,
): PaymentEvent {
  checkFlutterwaveHash(headers, secretHash);
  const payload = JSON.parse(rawBody) as {
    event: string;
    data: { id: number | string; tx_ref: string; amount: number; currency: string; status: string };
  };
  const { data } = payload;
  const outcome =
    payload.event === "charge.completed"
      ? data.status === "successful"
        ? "succeeded"
        : "failed"
      : "ignored";
  return {
    provider: "flutterwave",
    eventId: `${payload.event}:${data.id}`,
    reference: data.tx_ref,
    transactionId: String(data.id),
    amount: toMinorUnits(data.amount, data.currency),
    currency: data.currency,
    outcome,
    payload,
  };
}

/** Refuses a delivery without Flutterwave's secret hash (payment and transfer events alike). */
export function checkFlutterwaveHash(headers: Headers, secretHash: string): void {
  const given = Buffer.from(headers.get("verif-hash") ?? "");
  const expected = Buffer.from(secretHash);
  if (!secretHash || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookRejected("bad signature");
}
