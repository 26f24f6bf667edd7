import { createHmac, timingSafeEqual } from "node:crypto";
import { type PaymentEvent, WebhookRejected } from "./payment-event";

/**
 * The built-in provider for development and tests: its hosted page is ours
 * (/payments/sandbox/:reference), and it reports the outcome as a signed webhook, exactly as a real
 * provider would, so the same verification and processing code runs.
 */
export const sandboxProvider = "sandbox";
export const sandboxSignatureHeader = "x-sandbox-signature";

function sandboxKey(secret: string): string {
  return createHmac("sha256", secret).update("sandbox-payments").digest("hex");
}

function signSandboxPayload(rawBody: string, secret: string): string {
  return createHmac("sha256", sandboxKey(secret)).update(rawBody).digest("hex");
}

export interface SandboxPayload {
  id: string;
  reference: string;
  amount: number;
  currency: string;
  status: "succeeded" | "failed";
}

/** Any body the sandbox signs (its payment events, and the transfer events of the payouts sandbox). */
export function signSandboxBody(rawBody: string, secret: string): { rawBody: string; signature: string } {
  return { rawBody, signature: signSandboxPayload(rawBody, secret) };
}

/** Refuses a body the sandbox did not sign. */
export function checkSandboxSignature(rawBody: string, headers: Headers, secret: string): void {
  const given = Buffer.from(headers.get(sandboxSignatureHeader) ?? "");
  const expected = Buffer.from(signSandboxPayload(rawBody, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookRejected("bad signature");
}

/** The event the sandbox page sends when the tester pays or declines. */
export function sandboxEvent(
  payload: SandboxPayload,
  secret: string,
): { rawBody: string; signature: string } {
  return signSandboxBody(JSON.stringify(payload), secret);
}

export function verifySandboxWebhook(rawBody: string, headers: Headers, secret: string): PaymentEvent {
  checkSandboxSignature(rawBody, headers, secret);
  const payload = JSON.parse(rawBody) as SandboxPayload;
  return {
    provider: sandboxProvider,
    eventId: payload.id,
    reference: payload.reference,
    transactionId: payload.id,
    amount: payload.amount,
    currency: payload.currency,
    outcome: payload.status,
    payload,
  };
}
