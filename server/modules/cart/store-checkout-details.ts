import type { Db } from "#db/client";
import { carts } from "#db/schema";
import { eq, sql } from "drizzle-orm";

type CheckoutDetails = (typeof carts.$inferSelect)["checkoutDetails"];

/**
 * Keeps the checkout steps saved so far on the cart (the checkout module checks them first), so they
 * survive reloads; the caller has locked the cart row and passes every step, old and new.
 */
export async function storeCheckoutDetails(
  tx: Db,
  { cartId, checkoutDetails }: { cartId: string; checkoutDetails: CheckoutDetails },
): Promise<void> {
  await tx
    .update(carts)
    .set({ checkoutDetails, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
