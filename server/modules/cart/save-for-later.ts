import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { cartItems, carts } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { CartOwner } from "./cart-owner";
import { checkOrderable } from "./cart-quantity";
import { productForCart } from "./cart-product";
import { ownedBy } from "./cart.queries";
import { lineCustomization } from "./line-customization";
import { isQuoteLineKey } from "./add-quote-line";

type LineOf = { owner: CartOwner; productId: string; lineKey?: string };

function ownLine(db: Db, { owner, productId, lineKey = "" }: LineOf, savedForLater: boolean) {
  return and(
    eq(cartItems.productId, productId),
    eq(cartItems.customizationKey, lineKey),
    eq(cartItems.savedForLater, savedForLater),
    inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(ownedBy(owner))),
  );
}

/** Save moves a line out of the cart into the Saved for Later list, keeping its quantity. */
export async function saveForLater(db: Db, line: LineOf) {
  // A quoted line orders the accepted quote now or never (it expires); it is not kept for later.
  if (isQuoteLineKey(line.lineKey ?? ""))
    throw new AppError("VALIDATION", { message: rfqsBuyerTexts.en.quoteNotSavable });
  const moved = await db
    .update(cartItems)
    .set({ savedForLater: true, updatedAt: sql`now()` })
    .where(ownLine(db, line, false))
    .returning({ productId: cartItems.productId });
  if (!moved.length) throw new AppError("NOT_FOUND", { message: messages.cart.itemNotFound });
  return { saved: true as const };
}

/**
 * Move to Cart: the saved line returns to the cart if the product is still for sale, its
 * customization is still offered, and its stock covers the quantity with the product's other lines.
 */
export async function moveToCart(db: Db, saved: LineOf) {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({
        cartId: cartItems.cartId,
        quantity: cartItems.quantity,
        customization: cartItems.customization,
      })
      .from(cartItems)
      .where(ownLine(tx, saved, true))
      .for("update");
    if (!line) throw new AppError("NOT_FOUND", { message: messages.cart.savedItemNotFound });
    const product = await productForCart(tx, saved.productId);
    const inCart = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, line.cartId),
          eq(cartItems.productId, product.id),
          eq(cartItems.savedForLater, false),
        ),
      );
    const available = Math.max(0, product.stockQuantity - inCart.reduce((sum, row) => sum + row.quantity, 0));
    checkOrderable(
      line.quantity,
      { moq: product.moq, stockQuantity: available },
      messages.cart.onlyInStock(available),
    );
    if (saved.lineKey)
      (await lineCustomization(tx, { productId: product.id, answers: line.customization })).forQuantity(
        line.quantity,
      );
    await tx
      .update(cartItems)
      .set({ savedForLater: false, updatedAt: sql`now()` })
      .where(ownLine(tx, saved, true));
    return { moved: true as const };
  });
}
