import { messages } from "#common/messages";
import { orderTrackingPath } from "#common/paths";
import type { Db } from "#db/client";
import type { Logger } from "pino";
import { recordAudit } from "../modules/audit/record-audit";
import { returnStock } from "../modules/catalog/stock";
import type { Actor } from "../modules/identity/actor";
import type { Mailer } from "../modules/mail/send-mail";
import { notifyUser } from "../modules/notifications/notify-user";
import {
  type CancelledBy,
  cancelParts,
  closeCancelledOrder,
  lockCancellableParts,
} from "../modules/orders/cancel-parts";
import { sendOrderStatusMail } from "../modules/orders/order-mails";
import { voidPendingPayments } from "../modules/payments/void-pending-payments";

/**
 * Cancels what has not shipped yet: every pending or processing part is cancelled and its stock
 * comes back, in the caller's transaction. A part already shipped stays as it is; an order with
 * nothing left to cancel is refused. When the whole order is cancelled its open payment page is
 * voided (if the buyer still pays there, the money is refunded). A paid order's money is not given
 * back here: the history says it will be, and the back office refunds it through the provider
 * (payments' refundCancelledOrder).
 */
async function cancelOpenParts(tx: Db, { by, orderId }: { by: CancelledBy; orderId: string }) {
  const actorUserId = "userId" in by ? by.userId : by.backOffice.userId;
  const { order, subOrderIds, items } = await lockCancellableParts(tx, { by, orderId });
  await returnStock(tx, { lines: items });
  const status = await cancelParts(tx, { orderId: order.id, subOrderIds, actorUserId });
  if (status === "cancelled") {
    await voidPendingPayments(tx, { orderId: order.id });
    await closeCancelledOrder(tx, { order, actorUserId });
  }
  return { order, status, cancelledParts: subOrderIds.length };
}

/** The buyer cancels their own order (issue 4), from its page or the API. */
export async function cancelOrder(db: Db, { userId, orderId }: { userId: string; orderId: string }) {
  return db.transaction(async (tx) => {
    const { status, cancelledParts } = await cancelOpenParts(tx, { by: { userId }, orderId });
    return { status, cancelledParts };
  });
}

/**
 * The back office cancels any order by the same rules as its buyer (admins and staff: whoever may
 * process orders), audited, and the buyer is told by a notification in the same transaction and an
 * e-mail after it.
 */
export async function cancelOrderInBackOffice(
  db: Db,
  {
    actor,
    orderId,
    ipAddress,
    mailer,
    appUrl,
    secret,
    logger,
  }: {
    actor: Actor;
    orderId: string;
    ipAddress?: string | null;
    mailer: Mailer;
    appUrl: string;
    secret: string;
    logger: Logger;
  },
) {
  const texts = messages.adminOrders;
  const result = await db.transaction(async (tx) => {
    const { order, status, cancelledParts } = await cancelOpenParts(tx, {
      by: { backOffice: actor },
      orderId,
    });
    const whole = status === "cancelled";
    const note = whole ? texts.cancelledNotice(order.paymentStatus === "paid") : texts.partlyCancelledNotice;
    await recordAudit(tx, {
      action: "order.cancel",
      resource: `order:${order.id}`,
      userId: actor.userId,
      ipAddress,
      details: { orderId: order.id, orderNumber: order.orderNumber, cancelledParts, orderStatus: status },
    });
    if (order.userId)
      await notifyUser(tx, {
        userId: order.userId,
        title: texts.cancelledNoticeTitle(order.orderNumber),
        message: `${note}.`,
        type: "order_status",
        actionUrl: orderTrackingPath(order.id),
        // The buyer did not cancel it themselves: they want to know at once.
        priority: "high",
      });
    return { orderId: order.id, orderNumber: order.orderNumber, status, cancelledParts, note };
  });
  await sendOrderStatusMail(db, {
    mailer,
    orderId: result.orderId,
    note: result.note,
    appUrl,
    secret,
    logger,
  });
  return result;
}
