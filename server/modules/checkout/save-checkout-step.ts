import { detailsSchemas, type DetailsStep } from "#common/checkout-steps";
import { checkoutMessages } from "#common/schemas/checkout";
import type { Db } from "#db/client";
import { cartItems, carts } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { and, count, eq } from "drizzle-orm";
import type { CartOwner } from "../cart/cart-owner";
import { ownedBy } from "../cart/cart.queries";
import { storeCheckoutDetails } from "../cart/store-checkout-details";

/**
 * Checks one checkout step's fields (with the spec's messages) and keeps them on the cart, so
 * the steps survive reloads and work without JavaScript. Placing the order checks them again.
 */
export async function saveCheckoutStep(
  db: Db,
  { owner, step, input }: { owner: CartOwner; step: DetailsStep; input: unknown },
) {
  const details = parseInput(detailsSchemas[step], input);
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id, checkoutDetails: carts.checkoutDetails })
      .from(carts)
      .where(ownedBy(owner))
      .for("update");
    const [lines] = cart
      ? await tx
          .select({ value: count() })
          .from(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.savedForLater, false)))
      : [];
    if (!cart || !lines?.value) throw new AppError("CONFLICT", { message: checkoutMessages.cartEmpty });
    const stored = Object.fromEntries(Object.entries(details).map(([key, value]) => [key, String(value)]));
    await storeCheckoutDetails(tx, {
      cartId: cart.id,
      checkoutDetails: { ...cart.checkoutDetails, [step]: stored },
    });
    return details;
  });
}
