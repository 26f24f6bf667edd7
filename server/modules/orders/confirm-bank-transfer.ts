import type { Db } from "#db/client";
import { orders, orderStatus } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, sql } from "drizzle-orm";
import { countPaymentChange } from "../analytics/count-sales";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";

/** Who may confirm money received: admins (orders:manage) and staff (orders:process). */
export function canProcessOrders(actor: Actor): boolean {
  return actor.permissions.includes("orders:manage") || actor.permissions.includes("orders:process");
}

/**
 * A bank transfer order waits until the back office sees the money and confirms it (the order list
 * and the order's page: "Mark paid"). Only an order that still awaits a bank transfer can be
 * confirmed, once; a cancelled one no longer awaits payment. Audited.
 */
export async function confirmBankTransfer(
  db: Db,
  { actor, orderId, ipAddress }: { actor: Actor; orderId: string; ipAddress?: string | null },
) {
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
    await recordAudit(tx, {
      action: "order.mark_paid",
      resource: `order:${order.id}`,
      userId: actor.userId,
      ipAddress,
      details: { orderId: order.id, orderNumber: order.orderNumber, paymentMethod: "bank_transfer" },
    });
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
