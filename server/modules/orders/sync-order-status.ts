import type { Db } from "#db/client";
import { orders, subOrders } from "#db/schema";
import { eq, sql } from "drizzle-orm";
import { orderStatusOf } from "./order-states";

/** Sets the order's own status from its sub-orders (call inside the transaction that changed them). */
export async function syncOrderStatus(tx: Db, { orderId }: { orderId: string }) {
  const parts = await tx
    .select({ status: subOrders.status })
    .from(subOrders)
    .where(eq(subOrders.orderId, orderId));
  const status = orderStatusOf(parts.map((part) => part.status));
  await tx
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  return status;
}
