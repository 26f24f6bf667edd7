import type { Env } from "#server/lib/env";
import { toMinorUnits } from "#common/money";
import { checkFlutterwaveHash } from "../payments/flutterwave-provider";
import { WebhookRejected } from "../payments/payment-event";
import { checkPaystackSignature } from "../payments/paystack-provider";
import { checkSandboxSignature } from "../payments/sandbox-provider";

/** What a provider's transfer webhook says, once its signature is checked and its fields read. */
export interface TransferEvent {
  provider: string;
  /** The provider's id of this event, for applying it once. */
  eventId: string;
  /** Our reference of the transfer attempt. */
  reference: string;
  /** Minor units, whatever unit the provider uses on the wire. */
  amount: number;
  currency: string;
  /** paid; failed (may be retried); reversed (the provider took a paid transfer back). */
  outcome: "paid" | "failed" | "reversed" | "ignored";
  reason: string | null;
  payload: unknown;
}

/**
 * Transfer events arrive at the same webhook address as payment events (a provider account has one),
 * told apart by their event name. The sandbox's transfer page sends Paystack-shaped events.
 */
export function isTransferEvent(rawBody: string): boolean {
  try {
    const event = (JSON.parse(rawBody) as { event?: unknown })?.event;
    return typeof event === "string" && event.startsWith("transfer.");
  } catch {
    return false;
  }
}

interface PaystackTransferPayload {
  event: string;
  data: { id: number | string; reference: string; amount: number; currency: string; reason?: string | null };
}

const paystackOutcomes: Record<string, TransferEvent["outcome"]> = {
  "transfer.success": "paid",
  "transfer.failed": "failed",
  "transfer.reversed": "reversed",
};

function paystackShaped(provider: string, rawBody: string): TransferEvent {
  const payload = JSON.parse(rawBody) as PaystackTransferPayload;
  return {
    provider,
    eventId: `${payload.event}:${payload.data.id}`,
    reference: payload.data.reference,
    amount: payload.data.amount,
    currency: payload.data.currency,
    outcome: paystackOutcomes[payload.event] ?? "ignored",
    reason: payload.data.reason ?? null,
    payload,
  };
}

/**
 * Flutterwave's transfer.completed: data.status SUCCESSFUL or FAILED, amounts in major units. The
 * status is part of the event id, as Flutterwave sends the same transfer id for both outcomes.
 */
function flutterwaveShaped(rawBody: string): TransferEvent {
  const payload = JSON.parse(rawBody) as {
    event: string;
    data: {
      id: number | string;
      reference: string;
      amount: number;
      currency: string;
      status: string;
      complete_message?: string;
    };
  };
  const { data } = payload;
  const outcome =
    payload.event !== "transfer.completed"
      ? "ignored"
      : data.status === "SUCCESSFUL"
        ? "paid"
        : data.status === "FAILED"
          ? "failed"
          : "ignored";
  return {
    provider: "flutterwave",
    eventId: `${payload.event}:${data.id}:${data.status}`,
    reference: data.reference,
    amount: toMinorUnits(data.amount, data.currency),
    currency: data.currency,
    outcome,
    reason: data.complete_message ?? null,
    payload,
  };
}

/** Checks the provider's signature on the raw body (as for its payment events), then reads the event. */
export function verifyTransferWebhook(
  env: Pick<Env, "APP_ENV" | "AUTH_SECRET" | "PAYSTACK_SECRET_KEY" | "FLUTTERWAVE_SECRET_HASH">,
  { provider, rawBody, headers }: { provider: string; rawBody: string; headers: Headers },
): TransferEvent {
  if (provider === "sandbox" && env.APP_ENV !== "production") {
    checkSandboxSignature(rawBody, headers, env.AUTH_SECRET);
    return paystackShaped("sandbox", rawBody);
  }
  if (provider === "paystack" && env.PAYSTACK_SECRET_KEY) {
    checkPaystackSignature(rawBody, headers, env.PAYSTACK_SECRET_KEY);
    return paystackShaped("paystack", rawBody);
  }
  if (provider === "flutterwave" && env.FLUTTERWAVE_SECRET_HASH) {
    checkFlutterwaveHash(headers, env.FLUTTERWAVE_SECRET_HASH);
    return flutterwaveShaped(rawBody);
  }
  throw new WebhookRejected("provider not configured");
}
