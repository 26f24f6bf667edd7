import type { Db } from "#db/client";
import { orders } from "#db/schema";
import { eq, sql } from "drizzle-orm";
import { countPaymentChange } from "../analytics/count-sales";
import { addOrderNote } from "./add-order-note";

/**
 * Records that the order's money arrived through a provider: payment status paid and a 'Payment
 * received' line in its history. The payments module calls it in the transaction settling the
 * payment, which has locked the order row and checked that the order still awaits payment. Its
 * parts not cancelled become the vendors' sales.
 */
export async function markOrderPaid(tx: Db, { orderId }: { orderId: string }): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: "paid", updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  await countPaymentChange(tx, { orderId, from: "awaiting_payment", to: "paid" });
  await addOrderNote(tx, { orderId, status: "paid", notes: "Payment received" });
}
