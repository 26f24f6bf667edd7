import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { cartItems } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq, sql } from "drizzle-orm";
import type { CartOwner } from "./cart-owner";
import { checkOrderable, parseCartQuantity } from "./cart-quantity";
import { productForCart } from "./cart-product";
import { findCart } from "./cart.queries";

/** Sets a cart line's quantity: at least 1 and the minimum order, at most the stock. */
export async function setCartQuantity(
  db: Db,
  { owner, productId, quantity: rawQuantity }: { owner: CartOwner; productId: string; quantity: unknown },
) {
  const quantity = parseCartQuantity(rawQuantity);
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, { owner });
    const product = await productForCart(tx, productId);
    checkOrderable(quantity, product, messages.cart.onlyInStock(product.stockQuantity));
    const updated = cart
      ? await tx
          .update(cartItems)
          .set({ quantity, updatedAt: sql`now()` })
          .where(
            and(
              eq(cartItems.cartId, cart.id),
              eq(cartItems.productId, product.id),
              eq(cartItems.savedForLater, false),
            ),
          )
          .returning({ quantity: cartItems.quantity })
      : [];
    if (!updated.length) throw new AppError("NOT_FOUND", { message: messages.cart.itemNotFound });
    return { quantity };
  });
}
