import type { Db } from "#db/client";
import { orderItems, orders, orderStatus, payments, products, subOrders } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, inArray, sql } from "drizzle-orm";
import { statusNotes } from "./order-states";
import { syncOrderStatus } from "./sync-order-status";

/**
 * The buyer cancels what has not shipped yet (issue 4): every pending or processing part is
 * cancelled and its stock comes back, in one transaction. A part already shipped stays as it is; an
 * order with nothing left to cancel is refused. Refunds of paid orders are not automated yet: the
 * history says the payment will be refunded.
 */
export async function cancelOrder(db: Db, { userId, orderId }: { userId: string; orderId: string }) {
  return db.transaction(async (tx) => {
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
    const openIds = open.map((part) => part.id);
    const items = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(inArray(orderItems.subOrderId, openIds));
    for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) {
      await tx
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} + ${item.quantity}`, updatedAt: sql`now()` })
        .where(eq(products.id, item.productId));
    }
    await tx
      .update(subOrders)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(inArray(subOrders.id, openIds));
    await tx.insert(orderStatus).values(
      openIds.map((subOrderId) => ({
        id: newId("ost"),
        orderId: order.id,
        subOrderId,
        status: "cancelled",
        notes: statusNotes.cancelled,
        actorUserId: userId,
      })),
    );
    const status = await syncOrderStatus(tx, { orderId: order.id });
    if (status === "cancelled") {
      // Its open payment page is voided; if the buyer still pays there, the money is refunded.
      await tx
        .update(payments)
        .set({ status: "voided", completedAt: sql`now()` })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, "pending")));
      if (order.paymentStatus !== "paid")
        await tx.update(orders).set({ paymentStatus: "cancelled" }).where(eq(orders.id, order.id));
      const notes =
        order.paymentStatus === "paid"
          ? "Order cancelled. Your payment will be refunded."
          : "Order cancelled.";
      await tx
        .insert(orderStatus)
        .values({ id: newId("ost"), orderId: order.id, status: "cancelled", notes, actorUserId: userId });
    }
    return { status, cancelledParts: openIds.length };
  });
}
