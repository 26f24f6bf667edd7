import type { Db } from "#db/client";
import { orderItems, orders, orderStatus, type paymentStatuses, subOrders } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, inArray, sql } from "drizzle-orm";
import { countPaymentChange, countSubOrderMoves } from "../analytics/count-sales";
import { statusNotes } from "./order-states";
import { syncOrderStatus } from "./sync-order-status";

// The orders side of a buyer's cancellation, called in order by the cancel-order flow in one
// transaction: lock what can be cancelled, cancel it, and close the order when nothing is left.

/**
 * Locks the buyer's order, then its parts not shipped yet (pending or processing), and returns them
 * with their lines. Another buyer's order is not found; an order with nothing left to cancel is
 * refused.
 */
export async function lockCancellableParts(tx: Db, { userId, orderId }: { userId: string; orderId: string }) {
  const [order] = await tx
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for("update");
  if (!order) throw new AppError("NOT_FOUND", { message: "Order not found" });
  const open = await tx
    .select({ id: subOrders.id })
    .from(subOrders)
    .where(and(eq(subOrders.orderId, order.id), inArray(subOrders.status, ["pending", "processing"])))
    .for("update");
  if (open.length === 0)
    throw new AppError("CONFLICT", { message: "This order has shipped and can no longer be cancelled." });
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
 * history tells the buyer whether money will come back. Refunds of paid orders are not automated
 * yet, so the note only promises one.
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
