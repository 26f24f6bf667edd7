import type { Db } from "#db/client";
import { orders, payments } from "#db/schema";
import { and, eq } from "drizzle-orm";
import { sandboxProvider } from "./sandbox-provider";

/** A sandbox payment and its order, for the test payment page (the reference is the unguessable key). */
export async function getSandboxPayment(db: Db, { reference }: { reference: string }) {
  const [row] = await db
    .select({
      reference: payments.reference,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      refundStatus: payments.refundStatus,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.reference, reference), eq(payments.provider, sandboxProvider)));
  return row ?? null;
}
