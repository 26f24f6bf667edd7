import type { Db } from "#db/client";
import { orders, subOrders } from "#db/schema";
import { eq } from "drizzle-orm";
import { postLedgerEntry } from "./post-ledger-entry";

/**
 * A delivered sub-order earns its vendor the sub-order's subtotal, less the commission fixed when the
 * order was placed: two ledger entries, written once per sub-order whatever calls this again.
 * Called in the transaction that marks the sub-order delivered.
 */
export async function recordDeliveryEarnings(tx: Db, { subOrderId }: { subOrderId: string }): Promise<void> {
  const [part] = await tx
    .select({
      vendorId: subOrders.vendorId,
      status: subOrders.status,
      subtotal: subOrders.subtotal,
      commissionAmount: subOrders.commissionAmount,
      currency: orders.currency,
    })
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(eq(subOrders.id, subOrderId));
  if (!part || part.status !== "delivered") return;
  const common = { vendorId: part.vendorId, currency: part.currency, subOrderId };
  if (part.subtotal > 0) await postLedgerEntry(tx, { ...common, kind: "earning", amount: part.subtotal });
  if (part.commissionAmount > 0)
    await postLedgerEntry(tx, { ...common, kind: "commission", amount: -part.commissionAmount });
}
