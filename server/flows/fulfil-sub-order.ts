import type { Db } from "#db/client";
import type { Logger } from "pino";
import type { Mailer } from "../modules/mail/send-mail";
import { advanceSubOrder } from "../modules/orders/advance-sub-order";
import { sendOrderStatusMail } from "../modules/orders/order-mails";
import { recordDeliveryEarnings } from "../modules/payouts/record-delivery-earnings";

/**
 * A vendor's fulfilment step: the sub-order moves on, and once delivered its earnings and commission
 * go on the vendor's ledger, in one transaction; then the buyer is e-mailed (a guest with their
 * order's tokenised link, `secret` being AUTH_SECRET).
 */
export async function fulfilSubOrder(
  db: Db,
  {
    mailer,
    appUrl,
    secret,
    logger,
    ...step
  }: Parameters<typeof advanceSubOrder>[1] & {
    mailer: Mailer;
    appUrl: string;
    secret: string;
    logger: Logger;
  },
) {
  const result = await db.transaction(async (tx) => {
    const moved = await advanceSubOrder(tx, step);
    if (moved.status === "delivered") await recordDeliveryEarnings(tx, { subOrderId: step.subOrderId });
    return moved;
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
