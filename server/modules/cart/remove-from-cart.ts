import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { cartItems, carts } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq, inArray } from "drizzle-orm";
import type { CartOwner } from "./cart-owner";
import { ownedBy } from "./cart.queries";

/**
 * Removes a line (a product with one customization, `lineKey`) from the owner's cart or saved list;
 * the owner is in the where, so nobody else's.
 */
export async function removeFromCart(
  db: Db,
  { owner, productId, lineKey = "" }: { owner: CartOwner; productId: string; lineKey?: string },
) {
  const removed = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.productId, productId),
        eq(cartItems.customizationKey, lineKey),
        inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(ownedBy(owner))),
      ),
    )
    .returning({ productId: cartItems.productId });
  if (!removed.length) throw new AppError("NOT_FOUND", { message: messages.cart.itemNotFound });
  return { removed: true as const };
}

/** Empties the cart (saved-for-later items stay); emptying an empty cart is not an error. */
export async function clearCart(db: Db, { owner }: { owner: CartOwner }) {
  const removed = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.savedForLater, false),
        inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(ownedBy(owner))),
      ),
    )
    .returning({ productId: cartItems.productId });
  return { removed: removed.length };
}
