import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { orders, payments } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { canProcessOrders } from "../orders/confirm-bank-transfer";
import { providerNamed } from "./hosted-checkout";
import { refundPayment } from "./refund-payment";

type ProviderEnv = Parameters<typeof providerNamed>[0];

/**
 * The back office gives a cancelled order's payment back, in full, through the provider that took
 * it (admins and staff: whoever may process orders). Only an order whose every part is cancelled and
 * that was paid through a provider qualifies, once: the order row, then the payment row, are locked
 * (the order every payment writer follows), the payment is marked refund pending and the request
 * audited in one transaction; the provider is then called outside it by `refundPayment`, which
 * records its answer on the payment and in the order's history. An order paid by bank transfer has
 * no provider payment to refund.
 */
export async function refundCancelledOrder(
  db: Db,
  {
    actor,
    orderId,
    env,
    logger,
    ipAddress,
  }: { actor: Actor; orderId: string; env: ProviderEnv; logger: Logger; ipAddress?: string | null },
) {
  if (!canProcessOrders(actor)) throw new AppError("FORBIDDEN");
  const texts = messages.adminOrders;
  const due = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) throw new AppError("NOT_FOUND", { message: texts.orderNotFound });
    if (order.status !== "cancelled") throw new AppError("CONFLICT", { message: texts.refundNotCancelled });
    if (order.paymentStatus !== "paid") throw new AppError("CONFLICT", { message: texts.refundNotPaid });
    // The payment that paid the order is the succeeded one with no refund status: an extra payment
    // is recorded with its refund due at once.
    const settled = await tx
      .select({
        id: payments.id,
        reference: payments.reference,
        provider: payments.provider,
        amount: payments.amount,
        currency: payments.currency,
        refundStatus: payments.refundStatus,
      })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")))
      .for("update");
    if (settled.length === 0) throw new AppError("CONFLICT", { message: texts.refundNoProviderPayment });
    const payment = settled.find((row) => row.refundStatus === null);
    if (!payment) throw new AppError("CONFLICT", { message: texts.refundAlreadyAsked });
    await tx.update(payments).set({ refundStatus: "pending" }).where(eq(payments.id, payment.id));
    await recordAudit(tx, {
      action: "order.refund",
      resource: `order:${order.id}`,
      userId: actor.userId,
      ipAddress,
      details: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        paymentReference: payment.reference,
        provider: payment.provider,
        amount: payment.amount,
        currency: payment.currency,
      },
    });
    return { ...payment, orderNumber: order.orderNumber };
  });
  const outcome = await refundPayment(db, {
    reference: due.reference,
    provider: () => providerNamed(env, due.provider),
    logger,
    reason: "cancelled-order",
  });
  return { outcome, orderNumber: due.orderNumber, amount: due.amount, currency: due.currency };
}
