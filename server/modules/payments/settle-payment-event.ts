import type { Db } from "#db/client";
import { payments } from "#db/schema";
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { HostedCheckout } from "./hosted-checkout";
import type { PaymentEvent } from "./payment-event";
import { type PaymentEventResult, processPaymentEvent } from "./process-payment-event";
import { refundPayment } from "./refund-payment";

/**
 * A verified provider event, end to end: recorded once, and money the order no longer takes (it was
 * already paid, or cancelled) given back through the provider that took it. The refund runs after
 * the event is recorded, so a server that stops in between leaves it due; the provider, having had
 * no 2xx, sends the same event again, and that delivery runs the refund.
 */
export async function settlePaymentEvent(
  db: Db,
  { event, provider, logger }: { event: PaymentEvent; provider: () => HostedCheckout; logger: Logger },
): Promise<PaymentEventResult | "refunded" | "refund-failed"> {
  const processed = await processPaymentEvent(db, { event });
  const refundDue =
    processed === "refund-due" ||
    (processed === "duplicate" && (await isRefundDue(db, { reference: event.reference })));
  return refundDue ? refundPayment(db, { reference: event.reference, provider, logger }) : processed;
}

async function isRefundDue(db: Db, { reference }: { reference: string }): Promise<boolean> {
  const [due] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.refundStatus, "pending")));
  return due !== undefined;
}
