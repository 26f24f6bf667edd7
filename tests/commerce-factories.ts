import type { Db } from "#db/client";
import { placeOrder, type Buyer } from "#server/flows/place-order";
import { addToCart } from "#server/modules/cart/add-to-cart";
import type { CartOwner } from "#server/modules/cart/cart-owner";
import { saveCheckoutStep } from "#server/modules/checkout/save-checkout-step";
import { createUser } from "./factories";

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
