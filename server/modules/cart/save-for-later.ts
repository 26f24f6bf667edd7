import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { cartItems, carts } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { CartOwner } from "./cart-owner";
import { checkOrderable } from "./cart-quantity";
import { productForCart } from "./cart-product";
import { ownedBy } from "./cart.queries";

function ownLine(db: Db, owner: CartOwner, productId: string, savedForLater: boolean) {
  return and(
    eq(cartItems.productId, productId),
    eq(cartItems.savedForLater, savedForLater),
    inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(ownedBy(owner))),
  );
}

/** Save moves a line out of the cart into the Saved for Later list, keeping its quantity. */
export async function saveForLater(db: Db, { owner, productId }: { owner: CartOwner; productId: string }) {
  const moved = await db
    .update(cartItems)
    .set({ savedForLater: true, updatedAt: sql`now()` })
    .where(ownLine(db, owner, productId, false))
    .returning({ productId: cartItems.productId });
  if (!moved.length) throw new AppError("NOT_FOUND", { message: messages.cart.itemNotFound });
  return { saved: true as const };
}

/**
 * Move to Cart: the saved line returns to the cart if the product is still for sale and its stock covers the
 * quantity.
 */
export async function moveToCart(db: Db, { owner, productId }: { owner: CartOwner; productId: string }) {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(ownLine(tx, owner, productId, true))
      .for("update");
    if (!line) throw new AppError("NOT_FOUND", { message: messages.cart.savedItemNotFound });
    const product = await productForCart(tx, productId);
    checkOrderable(line.quantity, product, messages.cart.onlyInStock(product.stockQuantity));
    await tx
      .update(cartItems)
      .set({ savedForLater: false, updatedAt: sql`now()` })
      .where(ownLine(tx, owner, productId, true));
    return { moved: true as const };
  });
}
