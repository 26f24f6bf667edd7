import type { Db } from "#db/client";
import { orders, payments, webhookEvents } from "#db/schema";
import { newId } from "#server/lib/ids";
import { and, eq, ne, sql } from "drizzle-orm";
import { addOrderNote } from "../orders/add-order-note";
import { markOrderPaid } from "../orders/mark-order-paid";
import type { PaymentEvent } from "./payment-event";

export type PaymentEventResult =
  | "paid"
  | "failed"
  | "refund-due"
  | "duplicate"
  | "unknown-reference"
  | "mismatch"
  | "ignored"
  | "already-settled";

type Decision =
  | { kind: "pay" | "fail" | "refund-due"; paymentId: string; orderId: string }
  | { kind: "unknown-reference" | "mismatch" | "ignored" | "already-settled" };

/**
 * Applies a verified provider event exactly once: the event id is recorded first, so a
 * repeat delivery changes nothing; the amount and currency must equal the payment's, which equal the
 * order's total. A success pays an order that awaits payment (whichever of its attempts settles). A
 * success for an order that no longer takes money (paid by another attempt, cancelled) is recorded
 * with a refund due, which `settlePaymentEvent` then asks the provider for (`refundPayment`): money
 * is never kept for nothing nor dropped.
 */
export async function processPaymentEvent(
  db: Db,
  { event }: { event: PaymentEvent },
): Promise<PaymentEventResult> {
  return db.transaction(async (tx) => {
    const decision = await decide(tx, event);
    const inserted = await tx
      .insert(webhookEvents)
      .values({
        id: newId("whe"),
        provider: event.provider,
        eventId: event.eventId,
        reference: event.reference,
        outcome: decision.kind,
        payload: event.payload as object,
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return "duplicate";
    if (decision.kind === "pay") return pay(tx, event, decision);
    if (decision.kind === "fail") return fail(tx, decision);
    if (decision.kind === "refund-due") return recordRefundDue(tx, event, decision);
    return decision.kind;
  });
}

async function decide(tx: Db, event: PaymentEvent): Promise<Decision> {
  const [found] = await tx
    .select({ orderId: payments.orderId, provider: payments.provider })
    .from(payments)
    .where(eq(payments.reference, event.reference));
  if (!found || found.provider !== event.provider) return { kind: "unknown-reference" };
  // The order row first, as startPayment and cancelOrder lock it: two settlements of one order queue
  // here, and the second sees the order paid.
  const [order] = await tx
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalAmount: orders.totalAmount,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.id, found.orderId))
    .for("update");
  const [payment] = await tx
    .select({
      id: payments.id,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
    })
    .from(payments)
    .where(eq(payments.reference, event.reference))
    .for("update");
  if (!order || !payment) return { kind: "unknown-reference" };
  if (event.outcome === "ignored") return { kind: "ignored" };
  if (
    payment.amount !== event.amount ||
    payment.currency !== event.currency ||
    order.totalAmount !== event.amount ||
    order.currency !== event.currency
  )
    return { kind: "mismatch" };
  const target = { paymentId: payment.id, orderId: found.orderId };
  if (event.outcome === "failed")
    return payment.status === "pending" ? { kind: "fail", ...target } : { kind: "already-settled" };
  if (payment.status === "succeeded") return { kind: "already-settled" };
  const takesMoney = order.paymentStatus === "awaiting_payment" && order.status !== "cancelled";
  return { kind: takesMoney ? "pay" : "refund-due", ...target };
}

async function pay(
  tx: Db,
  event: PaymentEvent,
  { paymentId, orderId }: { paymentId: string; orderId: string },
): Promise<PaymentEventResult> {
  await tx
    .update(payments)
    .set({ status: "succeeded", providerTransactionId: event.transactionId, completedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
  // Another attempt still open would only take the money a second time.
  await tx
    .update(payments)
    .set({ status: "voided", completedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending"), ne(payments.id, paymentId)));
  await markOrderPaid(tx, { orderId });
  return "paid";
}

async function fail(
  tx: Db,
  { paymentId, orderId }: { paymentId: string; orderId: string },
): Promise<PaymentEventResult> {
  await tx
    .update(payments)
    .set({ status: "failed", completedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
  await addOrderNote(tx, {
    orderId,
    status: "payment_failed",
    notes: "The payment did not go through. You can try again from your order.",
  });
  return "failed";
}

async function recordRefundDue(
  tx: Db,
  event: PaymentEvent,
  { paymentId }: { paymentId: string },
): Promise<PaymentEventResult> {
  await tx
    .update(payments)
    .set({
      status: "succeeded",
      providerTransactionId: event.transactionId,
      completedAt: sql`now()`,
      refundStatus: "pending",
    })
    .where(eq(payments.id, paymentId));
  return "refund-due";
}
