import { orderTrackingPath, vendorOrdersPath } from "#common/paths";
import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { defaultFormatters } from "#common/format";
import type { Db } from "#db/client";
import { orderItems, orders, subOrders, vendors } from "#db/schema";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { actionMail } from "../mail/templates";
import { guestTrackingToken } from "./guest-order-token";
import { type Mailer, sendMail } from "../mail/send-mail";

const quoteTexts = rfqsBuyerTexts.en;

/**
 * After an order commits: the confirmation to the buyer and a new-order note to each vendor (issue 4).
 * Mail failures are logged, never undo the order: it is placed and the buyer is already told on screen.
 */
export async function sendOrderPlacedMails(
  db: Db,
  {
    mailer,
    orderId,
    orderUrl,
    appUrl,
    logger,
  }: { mailer: Mailer; orderId: string; orderUrl: string; appUrl: string; logger: Logger },
) {
  try {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return;
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const lines = items
      .map(
        (item) =>
          `${item.quantity} × ${item.productName}: ${defaultFormatters.money(item.total, order.currency)}${item.quoteId ? ` (${quoteTexts.quotedPrice}, ${quoteTexts.quoteReference(item.quoteId)})` : ""}`,
      )
      .join("\n");
    await sendMail(db, {
      mailer,
      message: actionMail(
        order.email,
        `Order ${order.orderNumber} confirmed`,
        `Thank you for your order ${order.orderNumber}.\n\n${lines}\n\nTotal: ${defaultFormatters.money(order.totalAmount, order.currency)}`,
        "Track your order",
        orderUrl,
        "Each vendor ships their part of the order; we will e-mail you as it moves.",
      ),
    });
    const parts = await db
      .select({ subOrder: subOrders, email: vendors.businessEmail, name: vendors.businessName })
      .from(subOrders)
      .innerJoin(vendors, eq(vendors.id, subOrders.vendorId))
      .where(eq(subOrders.orderId, orderId));
    for (const part of parts) {
      if (!part.email) continue;
      const vendorLines = items
        .filter((item) => item.subOrderId === part.subOrder.id)
        .map((item) => `${item.quantity} × ${item.productName} (${item.sku})`)
        .join("\n");
      await sendMail(db, {
        mailer,
        message: actionMail(
          part.email,
          `New order ${order.orderNumber}`,
          `${part.name} has a new order, ${order.orderNumber}:\n\n${vendorLines}`,
          "Open your orders",
          new URL(vendorOrdersPath, appUrl).toString(),
          "Please confirm it and ship within your lead time.",
        ),
      });
    }
  } catch (error) {
    logger.error({ err: error, orderId }, "order e-mails failed");
  }
}

/**
 * The buyer hears of each fulfilment step (issue 4), by e-mail as well as the notification, with the
 * link to the order's tracking page: a guest's carries the token of their confirmation e-mail (the
 * page is "Order not found" to a guest without it), a buyer's opens it in their account. Logged,
 * never thrown.
 */
export async function sendOrderStatusMail(
  db: Db,
  {
    mailer,
    orderId,
    note,
    appUrl,
    secret,
    logger,
  }: { mailer: Mailer; orderId: string; note: string; appUrl: string; secret: string; logger: Logger },
) {
  try {
    const [order] = await db
      .select({
        id: orders.id,
        email: orders.email,
        orderNumber: orders.orderNumber,
        guestTokenHash: orders.guestTokenHash,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) return;
    const orderUrl = new URL(
      orderTrackingPath(order.id, guestTrackingToken(order, secret)),
      appUrl,
    ).toString();
    await sendMail(db, {
      mailer,
      message: actionMail(
        order.email,
        `Order ${order.orderNumber}: update`,
        `${note}.`,
        "See your order",
        orderUrl,
        "Thank you for shopping with African brands.",
      ),
    });
  } catch (error) {
    logger.error({ err: error, orderId }, "order status e-mail failed");
  }
}
