import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { orderItems, orders, orderStatus, type paymentStatuses, subOrders } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { countPaymentChange, countSubOrderMoves } from "../analytics/count-sales";
import type { Actor } from "../identity/actor";
import { canProcessOrders } from "./confirm-bank-transfer";
import { statusNotes } from "./order-states";
import { syncOrderStatus } from "./sync-order-status";

// The orders side of a cancellation (the buyer's, or the back office's), called in order by the
// cancel-order flow in one transaction: lock what can be cancelled, cancel it, and close the order
// when nothing is left.

/**
 * Who cancels: the buyer, only their own order; or whoever may process orders (admins, staff), any
 * order.
 */
export type CancelledBy = { userId: string } | { backOffice: Actor };

/**
 * Locks the order, then its parts not shipped yet (pending or processing), and returns them with
 * their lines. Another buyer's order is not found; an order with nothing left to cancel is refused.
 */
export async function lockCancellableParts(tx: Db, { by, orderId }: { by: CancelledBy; orderId: string }) {
  if ("backOffice" in by && !canProcessOrders(by.backOffice)) throw new AppError("FORBIDDEN");
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), "userId" in by ? eq(orders.userId, by.userId) : undefined))
    .for("update");
  if (!order) throw new AppError("NOT_FOUND", { message: "Order not found" });
  const open = await tx
    .select({ id: subOrders.id })
    .from(subOrders)
    .where(and(eq(subOrders.orderId, order.id), inArray(subOrders.status, ["pending", "processing"])))
    .for("update");
  if (open.length === 0) {
    const [live] = await tx
      .select({ id: subOrders.id })
      .from(subOrders)
      .where(and(eq(subOrders.orderId, order.id), ne(subOrders.status, "cancelled")))
      .limit(1);
    throw new AppError("CONFLICT", {
      message: live
        ? "This order has shipped and can no longer be cancelled."
        : messages.adminOrders.alreadyCancelled,
    });
  }
  const subOrderIds = open.map((part) => part.id);
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.subOrderId, subOrderIds));
  return { order, subOrderIds, items };
}

/**
 * Cancels the locked parts (the vendors' sales summaries follow), notes each in the history, and
 * returns the order's status after it.
 */
export async function cancelParts(
  tx: Db,
  { orderId, subOrderIds, actorUserId }: { orderId: string; subOrderIds: string[]; actorUserId: string },
) {
  const parts = await tx
    .select({ id: subOrders.id, status: subOrders.status })
    .from(subOrders)
    .where(inArray(subOrders.id, subOrderIds));
  await tx
    .update(subOrders)
    .set({ status: "cancelled", updatedAt: sql`now()` })
    .where(inArray(subOrders.id, subOrderIds));
  await countSubOrderMoves(tx, {
    moves: parts.map((part) => ({ subOrderId: part.id, from: part.status, to: "cancelled" })),
  });
  await tx.insert(orderStatus).values(
    subOrderIds.map((subOrderId) => ({
      id: newId("ost"),
      orderId,
      subOrderId,
      status: "cancelled",
      notes: statusNotes.cancelled,
      actorUserId,
    })),
  );
  return syncOrderStatus(tx, { orderId });
}

/**
 * Closes an order whose every part is cancelled: an unpaid order stops awaiting payment, and the
 * history tells the buyer whether money will come back. A paid order's refund is the back office's
 * next, separate step (payments' refundCancelledOrder), so the note promises it.
 */
export async function closeCancelledOrder(
  tx: Db,
  {
    order,
    actorUserId,
  }: {
    order: { id: string; paymentStatus: (typeof paymentStatuses)[number] };
    actorUserId: string;
  },
): Promise<void> {
  if (order.paymentStatus !== "paid") {
    await tx.update(orders).set({ paymentStatus: "cancelled" }).where(eq(orders.id, order.id));
    await countPaymentChange(tx, { orderId: order.id, from: order.paymentStatus, to: "cancelled" });
  }
  const notes =
    order.paymentStatus === "paid" ? "Order cancelled. Your payment will be refunded." : "Order cancelled.";
  await tx
    .insert(orderStatus)
    .values({ id: newId("ost"), orderId: order.id, status: "cancelled", notes, actorUserId });
}
