import { messages } from "#common/messages";
import { defaultFormatters } from "#common/format";
import type { Db } from "#db/client";
import { orders, payments } from "#db/schema";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { addOrderNote } from "../orders/add-order-note";
import type { HostedCheckout } from "./hosted-checkout";

/**
 * Gives back in full a settled payment recorded with a refund due, through the provider that took
 * it: an extra payment `processPaymentEvent` recorded (the order was already paid or cancelled), or
 * the payment of an order the back office cancelled (`refundCancelledOrder`, `reason`
 * "cancelled-order"). The provider is called outside any transaction; its answer is recorded on the
 * payment and in the order's history. A refusal is logged and kept as a failed refund, which the
 * back office sees on its order pages and settles from the provider's dashboard.
 */
export async function refundPayment(
  db: Db,
  {
    reference,
    provider,
    logger,
    reason = "extra-payment",
  }: {
    reference: string;
    provider: () => HostedCheckout;
    logger: Logger;
    reason?: "extra-payment" | "cancelled-order";
  },
): Promise<"refunded" | "refund-failed"> {
  const [payment] = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      amount: payments.amount,
      currency: payments.currency,
      transactionId: payments.providerTransactionId,
      orderStatus: orders.status,
      orderPaymentStatus: orders.paymentStatus,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.reference, reference), eq(payments.refundStatus, "pending")));
  if (!payment) throw new Error(`No refund is due for payment ${reference}`);
  let refundReference: string | null = null;
  try {
    refundReference = await provider().refund({
      reference,
      transactionId: payment.transactionId ?? "",
      amount: payment.amount,
      currency: payment.currency,
    });
  } catch (error) {
    logger.error(
      { err: error, reference, orderId: payment.orderId },
      "refund refused; refund it from the provider's dashboard",
    );
  }
  const why =
    payment.orderStatus === "cancelled" || payment.orderPaymentStatus === "cancelled" ? "cancelled" : "paid";
  await db.transaction(async (tx) => {
    // Two deliveries of one event may both have called the provider (it refuses the second refund
    // of a charge): only the first answer recorded counts, and the history says it once.
    const recorded = await tx
      .update(payments)
      .set(
        refundReference
          ? { refundStatus: "refunded", refundReference, refundedAt: sql`now()` }
          : { refundStatus: "failed" },
      )
      .where(and(eq(payments.id, payment.id), eq(payments.refundStatus, "pending")))
      .returning({ id: payments.id });
    if (recorded.length === 0) return;
    const amount = defaultFormatters.money(payment.amount, payment.currency);
    await addOrderNote(tx, {
      orderId: payment.orderId,
      status: refundReference ? "refunded" : "refund_pending",
      notes:
        reason === "cancelled-order"
          ? messages.adminOrders.cancelledOrderRefund(amount, refundReference !== null)
          : messages.payments.extraPayment(amount, why, refundReference !== null),
    });
  });
  return refundReference ? "refunded" : "refund-failed";
}
