import type { Db } from "#db/client";
import { orders, orderStatus, payments, webhookEvents } from "#db/schema";
import { newId } from "#server/lib/ids";
import { and, eq, sql } from "drizzle-orm";
import type { PaymentEvent } from "./payment-event";

export type PaymentEventResult = "paid" | "failed" | "duplicate" | "unknown-reference" | "mismatch" | "ignored" | "already-settled";

/**
 * Applies a verified provider event exactly once (DESIGN §6): the event id is recorded first, so a
 * repeat delivery changes nothing; the amount and currency must equal the payment's, which equal the
 * order's total. A success marks the payment and the order paid and adds a status note.
 */
export async function processPaymentEvent(db: Db, { event }: { event: PaymentEvent }): Promise<PaymentEventResult> {
  return db.transaction(async (tx) => {
    const outcome = await decide(tx, event);
    const inserted = await tx
      .insert(webhookEvents)
      .values({ id: newId("whe"), provider: event.provider, eventId: event.eventId, reference: event.reference, outcome, payload: event.payload as object })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return "duplicate";
    return outcome === "apply" ? apply(tx, event) : outcome;
  });
}

type Decision = "apply" | "unknown-reference" | "mismatch" | "ignored" | "already-settled";

async function decide(tx: Db, event: PaymentEvent): Promise<Decision> {
  const [payment] = await tx
    .select({ amount: payments.amount, currency: payments.currency, status: payments.status, provider: payments.provider, orderTotal: orders.totalAmount, orderCurrency: orders.currency })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.reference, event.reference))
    .for("update", { of: payments });
  if (!payment || payment.provider !== event.provider) return "unknown-reference";
  if (event.outcome === "ignored") return "ignored";
  if (payment.amount !== event.amount || payment.currency !== event.currency || payment.orderTotal !== event.amount || payment.orderCurrency !== event.currency) return "mismatch";
  if (payment.status !== "pending") return "already-settled";
  return "apply";
}

async function apply(tx: Db, event: PaymentEvent): Promise<PaymentEventResult> {
  const succeeded = event.outcome === "succeeded";
  const [payment] = await tx
    .update(payments)
    .set({ status: succeeded ? "succeeded" : "failed", completedAt: sql`now()` })
    .where(and(eq(payments.reference, event.reference), eq(payments.status, "pending")))
    .returning({ orderId: payments.orderId });
  if (!payment) return "already-settled";
  if (succeeded) {
    await tx.update(orders).set({ paymentStatus: "paid", updatedAt: sql`now()` }).where(eq(orders.id, payment.orderId));
    await tx.insert(orderStatus).values({ id: newId("ost"), orderId: payment.orderId, status: "paid", notes: "Payment received" });
    return "paid";
  }
  await tx.insert(orderStatus).values({ id: newId("ost"), orderId: payment.orderId, status: "payment_failed", notes: "The payment did not go through. You can try again from your order." });
  return "failed";
}
