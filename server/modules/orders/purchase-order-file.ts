import type { Db } from "#db/client";
import { orders, subOrders, vendors } from "#db/schema";
import { sha256 } from "#server/lib/hash";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { canProcessOrders } from "./confirm-bank-transfer";

/**
 * The purchase-order file of an order, for those who deal with the order: its buyer (or the guest
 * link's holder), a vendor with a part in it, and the back office. Null for anyone else, and when
 * the order has no file.
 */
export async function purchaseOrderFileFor(
  db: Db,
  { orderId, actor, token }: { orderId: string; actor: Actor | null; token: string | null },
) {
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      key: orders.purchaseOrderDocumentKey,
      userId: orders.userId,
      guestTokenHash: orders.guestTokenHash,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.key) return null;
  const byToken = !!token && !!order.guestTokenHash && sha256(token) === order.guestTokenHash;
  const byActor =
    !!actor &&
    (actor.userId === order.userId ||
      canProcessOrders(actor) ||
      (await isVendorOfOrder(db, { orderId, userId: actor.userId })));
  return byToken || byActor ? { orderNumber: order.orderNumber, key: order.key } : null;
}

async function isVendorOfOrder(
  db: Db,
  { orderId, userId }: { orderId: string; userId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: subOrders.id })
    .from(subOrders)
    .innerJoin(vendors, eq(vendors.id, subOrders.vendorId))
    .where(and(eq(subOrders.orderId, orderId), eq(vendors.userId, userId)))
    .limit(1);
  return !!row;
}
