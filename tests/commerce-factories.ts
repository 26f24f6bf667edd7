import type { Db } from "#db/client";
import { placeOrder, type Buyer } from "#server/flows/place-order";
import { addToCart } from "#server/modules/cart/add-to-cart";
import type { CartOwner } from "#server/modules/cart/cart-owner";
import { saveCheckoutStep } from "#server/modules/checkout/save-checkout-step";
import { sandboxCheckout } from "#server/modules/payments/hosted-checkout";
import { processPaymentEvent } from "#server/modules/payments/process-payment-event";
import { startPayment } from "#server/modules/payments/start-payment";
import { baseURL, createUser } from "./factories";

export const shippingDetails = {
  firstName: "Adaeze",
  lastName: "Okafor",
  address1: "12 Admiralty Way",
  city: "Lagos",
  state: "Lagos",
  postalCode: "101233",
  country: "NG",
  phone: "+2348012345678",
  email: "adaeze@example.com",
};

/** A new buyer whose cart holds the lines and whose checkout steps are filled in. */
export async function buyerWithCart(
  db: Db,
  lines: { productId: string; quantity: number; customization?: Record<string, string> }[],
  payment: Record<string, string> = { paymentMethod: "bank_transfer" },
) {
  const user = await createUser(db);
  const owner: CartOwner = { kind: "user", userId: user.id };
  for (const line of lines) await addToCart(db, { owner, ...line });
  await saveCheckoutStep(db, { owner, step: "shipping", input: shippingDetails });
  await saveCheckoutStep(db, {
    owner,
    step: "business",
    input: { buyerType: "personal", termsAccepted: "on" },
  });
  await saveCheckoutStep(db, { owner, step: "payment", input: payment });
  const buyer: Buyer = { kind: "user", userId: user.id, email: user.email };
  return { owner, buyer, user };
}

/** A placed order for the lines, by a new buyer. */
export async function placedOrder(
  db: Db,
  lines: { productId: string; quantity: number }[],
  payment?: Record<string, string>,
) {
  const { owner, buyer, user } = await buyerWithCart(db, lines, payment);
  return { ...(await placeOrder(db, { owner, buyer })), user };
}

/**
 * A card order for the lines, by a new buyer, paid on the sandbox provider's page (its payment
 * succeeded through the provider event, as a webhook would settle it).
 */
export async function paidCardOrder(db: Db, lines: { productId: string; quantity: number }[]) {
  const placed = await placedOrder(db, lines, { paymentMethod: "card" });
  const { reference } = await startPayment(db, {
    orderId: placed.orderId,
    checkout: sandboxCheckout(baseURL),
    returnUrl: `${baseURL}/order-success`,
  });
  const eventId = `evt_${reference}`;
  const result = await processPaymentEvent(db, {
    event: {
      provider: "sandbox",
      eventId,
      reference,
      transactionId: eventId,
      amount: placed.totalAmount,
      currency: placed.currency,
      outcome: "succeeded",
      payload: {},
    },
  });
  if (result !== "paid") throw new Error(`paidCardOrder: the payment was ${result}`);
  return { ...placed, reference };
}
