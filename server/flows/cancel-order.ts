import type { Db } from "#db/client";
import { returnStock } from "../modules/catalog/stock";
import { cancelParts, closeCancelledOrder, lockCancellableParts } from "../modules/orders/cancel-parts";
import { voidPendingPayments } from "../modules/payments/void-pending-payments";

/**
 * The buyer cancels what has not shipped yet (issue 4): every pending or processing part is
 * cancelled and its stock comes back, in one transaction. A part already shipped stays as it is; an
 * order with nothing left to cancel is refused. When the whole order is cancelled its open payment
 * page is voided (if the buyer still pays there, the money is refunded). Refunds of paid orders are
 * not automated yet: the history says the payment will be refunded.
 */
export async function cancelOrder(db: Db, { userId, orderId }: { userId: string; orderId: string }) {
  return db.transaction(async (tx) => {
    const { order, subOrderIds, items } = await lockCancellableParts(tx, { userId, orderId });
    await returnStock(tx, { lines: items });
    const status = await cancelParts(tx, { orderId: order.id, subOrderIds, actorUserId: userId });
    if (status === "cancelled") {
      await voidPendingPayments(tx, { orderId: order.id });
      await closeCancelledOrder(tx, { order, actorUserId: userId });
    }
    return { status, cancelledParts: subOrderIds.length };
  });
}
