import type { Db } from "#db/client";
import { cartItems, carts } from "#db/schema";
import { and, eq, sql } from "drizzle-orm";

/**
 * Empties a cart once its order is placed, in the placing transaction: the ordered lines go, the
 * saved-for-later ones stay, and the promo code and saved checkout steps are cleared so the next
 * checkout starts afresh.
 */
export async function emptyCart(tx: Db, { cartId }: { cartId: string }): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.savedForLater, false)));
  await tx
    .update(carts)
    .set({ promoCode: null, checkoutDetails: {}, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
