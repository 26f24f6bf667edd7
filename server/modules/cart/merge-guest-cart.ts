import type { Db } from "#db/client";
import { cartItems, carts } from "#db/schema";
import { newId } from "#server/lib/ids";
import { maxQuantity } from "#common/pricing/quantity";
import { and, eq, isNull, sql } from "drizzle-orm";
import { ensureCart } from "./ensure-cart";

/**
 * At sign-in the guest's lines go into the user's cart and the guest cart is deleted.
 * A product already in the user's cart gets the guest's units added; a guest's saved item joins the
 * saved list unless the user already has that product. Stock is checked again at checkout, and the
 * cart page flags a line that has outgrown it. Returns how many cart lines were merged.
 */
export async function mergeGuestCart(
  db: Db,
  { guestCartId, userId }: { guestCartId: string; userId: string },
): Promise<{ merged: number }> {
  return db.transaction(async (tx) => {
    // Locked first: two requests merging at once move the lines once.
    const [guest] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, guestCartId), isNull(carts.userId)))
      .for("update");
    if (!guest) return { merged: 0 };
    const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guest.id));
    const { cartId } = await ensureCart(tx, { owner: { kind: "user", userId } });
    const existing = await tx.select().from(cartItems).where(eq(cartItems.cartId, cartId));
    let merged = 0;
    for (const line of lines) {
      const mine = existing.find(
        (item) => item.productId === line.productId && item.customizationKey === line.customizationKey,
      );
      if (!mine) {
        await tx.insert(cartItems).values({
          id: newId("cit"),
          cartId,
          productId: line.productId,
          quantity: line.quantity,
          savedForLater: line.savedForLater,
          customization: line.customization,
          customizationKey: line.customizationKey,
        });
      } else if (!line.savedForLater) {
        const quantity = Math.min(maxQuantity, (mine.savedForLater ? 0 : mine.quantity) + line.quantity);
        await tx
          .update(cartItems)
          .set({ quantity, savedForLater: false, updatedAt: sql`now()` })
          .where(eq(cartItems.id, mine.id));
      }
      if (!line.savedForLater) merged++;
    }
    await tx.delete(carts).where(eq(carts.id, guest.id));
    return { merged };
  });
}
