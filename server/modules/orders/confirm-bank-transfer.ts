import type { Db } from "#db/client";
import { orders, orderStatus } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, sql } from "drizzle-orm";
import { countPaymentChange } from "../analytics/count-sales";
import type { Actor } from "../identity/actor";

/** Who may confirm money received: admins (orders:manage) and staff (orders:process). */
export function canProcessOrders(actor: Actor): boolean {
  return actor.permissions.includes("orders:manage") || actor.permissions.includes("orders:process");
}

/**
 * A bank transfer order waits until the back office sees the money and confirms it.
 * Only an order that still awaits a bank transfer can be confirmed, once.
 */
export async function confirmBankTransfer(db: Db, { actor, orderId }: { actor: Actor; orderId: string }) {
  if (!canProcessOrders(actor)) throw new AppError("FORBIDDEN");
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ paymentStatus: "paid", updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.paymentMethod, "bank_transfer"),
          eq(orders.paymentStatus, "awaiting_payment"),
        ),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    if (!order) throw new AppError("CONFLICT", { message: "This order does not await a bank transfer." });
    await countPaymentChange(tx, { orderId: order.id, from: "awaiting_payment", to: "paid" });
    await tx.insert(orderStatus).values({
      id: newId("ost"),
      orderId: order.id,
      status: "paid",
      notes: "Bank transfer received",
      actorUserId: actor.userId,
    });
    return order;
  });
}
