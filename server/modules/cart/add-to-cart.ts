import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { cartItems } from "#db/schema";
import { newId } from "#server/lib/ids";
import { and, eq, sql } from "drizzle-orm";
import { countAddToCart } from "../analytics/count-add-to-cart";
import type { CartOwner } from "./cart-owner";
import { checkOrderable, parseCartQuantity } from "./cart-quantity";
import { productForCart, type CartProduct } from "./cart-product";
import { ensureCart } from "./ensure-cart";

/**
 * Adds units of a product to the owner's cart: the product must be for sale, and the
 * line's new quantity (what was there plus what is added) must reach the minimum order and fit the
 * stock. A product on the Saved for Later list comes back into the cart with the added units.
 */
export async function addToCart(
  db: Db,
  { owner, productId, quantity: rawQuantity }: { owner: CartOwner; productId: string; quantity: unknown },
) {
  const quantity = parseCartQuantity(rawQuantity);
  return db.transaction(async (tx) => {
    const product = await productForCart(tx, productId);
    const { cartId, created } = await ensureCart(tx, { owner });
    const lineQuantity = await addUnitsToLine(tx, { cartId, product, quantity });
    return { cartId, createdCart: created, productName: product.name, added: quantity, lineQuantity };
  });
}

/**
 * Adds units to the product's line of a locked cart (creating it, or bringing a saved line back),
 * after checking the line's new quantity against the minimum order and the stock. Returns that quantity.
 */
export async function addUnitsToLine(
  tx: Db,
  { cartId, product, quantity }: { cartId: string; product: CartProduct; quantity: number },
): Promise<number> {
  const [line] = await tx
    .select({ quantity: cartItems.quantity, savedForLater: cartItems.savedForLater })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, product.id)));
  const lineQuantity = (line && !line.savedForLater ? line.quantity : 0) + quantity;
  checkOrderable(lineQuantity, product, messages.cart.notEnoughStock);
  await tx
    .insert(cartItems)
    .values({ id: newId("cit"), cartId, productId: product.id, quantity: lineQuantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: lineQuantity, savedForLater: false, updatedAt: sql`now()` },
    });
  await countAddToCart(tx, { productId: product.id });
  return lineQuantity;
}
