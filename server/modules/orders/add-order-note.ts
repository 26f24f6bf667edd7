import type { Db } from "#db/client";
import { orderStatus } from "#db/schema";
import { newId } from "#server/lib/ids";

/**
 * Adds a line to an order's history (the buyer reads it on the order's page); other modules call it
 * inside the transaction that did what the line tells, e.g. a failed payment or a refund.
 */
export async function addOrderNote(
  tx: Db,
  {
    orderId,
    status,
    notes,
    actorUserId,
  }: { orderId: string; status: string; notes: string; actorUserId?: string | null },
): Promise<void> {
  await tx.insert(orderStatus).values({ id: newId("ost"), orderId, status, notes, actorUserId });
}
