import type { Db } from "#db/client";
import { payments } from "#db/schema";
import { and, eq, sql } from "drizzle-orm";

/**
 * Voids the order's open payment attempt when the order is cancelled, in the cancelling
 * transaction (which has locked the order row first, as every payment writer does). Its page may
 * still take money: that payment is refunded when its webhook arrives.
 */
export async function voidPendingPayments(tx: Db, { orderId }: { orderId: string }): Promise<void> {
  await tx
    .update(payments)
    .set({ status: "voided", completedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")));
}
