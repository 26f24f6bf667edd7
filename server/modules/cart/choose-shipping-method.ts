import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { carts } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { sql } from "drizzle-orm";
import type { CartOwner } from "./cart-owner";
import { loadCart, ownedBy } from "./cart.queries";

/** Picks the cart's shipping method among those that fit it (freight only for bulk carts). */
export async function chooseShippingMethod(db: Db, { owner, code }: { owner: CartOwner; code: unknown }) {
  const cart = await loadCart(db, { owner });
  const method = cart.shippingMethods.find((option) => option.code === code && option.available);
  if (!method || !cart.cartId)
    throw new AppError("VALIDATION", {
      message: messages.cart.shippingUnavailable,
      fieldErrors: { shippingMethod: messages.cart.shippingUnavailable },
    });
  await db
    .update(carts)
    .set({ shippingMethod: method.code, updatedAt: sql`now()` })
    .where(ownedBy(owner));
  return { shippingMethod: method.code };
}
