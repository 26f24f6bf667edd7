import { orderTrackingPath } from "#common/paths";
import type { Db } from "#db/client";
import type { Logger } from "pino";
import type { Mailer } from "../modules/mail/send-mail";
import { advanceSubOrder } from "../modules/orders/advance-sub-order";
import { sendOrderStatusMail } from "../modules/orders/order-mails";

/** A vendor's fulfilment step: the sub-order moves on (one transaction), then the buyer is e-mailed. */
export async function fulfilSubOrder(
  db: Db,
  {
    mailer,
    appUrl,
    logger,
    ...step
  }: Parameters<typeof advanceSubOrder>[1] & { mailer: Mailer; appUrl: string; logger: Logger },
) {
  const result = await advanceSubOrder(db, step);
  await sendOrderStatusMail(db, {
    mailer,
    orderId: result.orderId,
    note: result.note,
    orderUrl: new URL(orderTrackingPath(result.orderId), appUrl).toString(),
    logger,
  });
  return result;
}
