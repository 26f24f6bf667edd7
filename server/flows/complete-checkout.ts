import type { Db } from "#db/client";
import type { Logger } from "pino";
import type { CartOwner } from "../modules/cart/cart-owner";
import type { Actor } from "../modules/identity/actor";
import type { Mailer } from "../modules/mail/send-mail";
import { sendOrderPlacedMails } from "../modules/orders/order-mails";
import type { HostedCheckout } from "../modules/payments/hosted-checkout";
import { startPayment } from "../modules/payments/start-payment";
import { orderPlacedPath, orderTrackingPath } from "#common/paths";
import { placeOrder } from "./place-order";

/**
 * Place Order, from the review step or POST /api/v1/orders: the order is placed (one transaction),
 * for the signed-in buyer or else as a guest; the e-mails go out after it is committed, and a card
 * or mobile money order goes on to the provider's hosted page; other methods go straight to the
 * confirmation.
 */
export async function completeCheckout(
  db: Db,
  {
    owner,
    actor,
    expectedTotal,
    mailer,
    appUrl,
    secret,
    checkout,
    logger,
  }: {
    owner: CartOwner;
    actor: Pick<Actor, "userId" | "email"> | null;
    expectedTotal: unknown;
    mailer: Mailer;
    appUrl: string;
    /** AUTH_SECRET: a guest's tracking token is derived with it. */
    secret: string;
    checkout: () => HostedCheckout;
    logger: Logger;
  },
): Promise<{
  orderId: string;
  orderNumber: string;
  totalAmount: number;
  guestToken: string | null;
  nextUrl: string;
}> {
  const buyer = actor
    ? { kind: "user" as const, userId: actor.userId, email: actor.email }
    : { kind: "guest" as const, tokenSecret: secret };
  const placed = await placeOrder(db, { owner, buyer, expectedTotal });
  const trackingPath = orderTrackingPath(placed.orderId, placed.guestToken);
  const result = {
    orderId: placed.orderId,
    orderNumber: placed.orderNumber,
    totalAmount: placed.totalAmount,
    guestToken: placed.guestToken,
  };
  const confirmationPath = orderPlacedPath(placed.orderId, placed.guestToken);
  await sendOrderPlacedMails(db, {
    mailer,
    orderId: placed.orderId,
    orderUrl: new URL(trackingPath, appUrl).toString(),
    appUrl,
    logger,
  });
  if (placed.paymentMethod === "card" || placed.paymentMethod === "mobile_money") {
    try {
      const payment = await startPayment(db, {
        orderId: placed.orderId,
        checkout: checkout(),
        returnUrl: new URL(confirmationPath, appUrl).toString(),
      });
      return { ...result, nextUrl: payment.redirectUrl };
    } catch (error) {
      // The order stands; its page offers Pay Now again.
      logger.error({ err: error, orderId: placed.orderId }, "payment could not be started");
    }
  }
  return { ...result, nextUrl: confirmationPath };
}
