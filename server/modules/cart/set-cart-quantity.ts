import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { cartItems } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq, sql } from "drizzle-orm";
import { unitsOfOtherLines } from "./add-to-cart";
import type { CartOwner } from "./cart-owner";
import { checkOrderable, parseCartQuantity } from "./cart-quantity";
import { productForCart } from "./cart-product";
import { findCart } from "./cart.queries";
import { lineCustomization } from "./line-customization";
import { isQuoteLineKey } from "./add-quote-line";

/**
 * Sets a cart line's quantity (the line of the product with that customization, `lineKey`): at
 * least 1, the minimum order and each chosen option's minimum, and with the product's other lines at
 * most the stock.
 */
export async function setCartQuantity(
  db: Db,
  {
    owner,
    productId,
    lineKey = "",
    quantity: rawQuantity,
  }: { owner: CartOwner; productId: string; lineKey?: string; quantity: unknown },
) {
  if (isQuoteLineKey(lineKey))
    throw new AppError("VALIDATION", { message: rfqsBuyerTexts.en.quoteQuantityFixed });
  const quantity = parseCartQuantity(rawQuantity);
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, { owner });
    const product = await productForCart(tx, productId);
    const lines = cart
      ? await tx
          .select({
            key: cartItems.customizationKey,
            quantity: cartItems.quantity,
            savedForLater: cartItems.savedForLater,
            customization: cartItems.customization,
          })
          .from(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, product.id)))
      : [];
    const line = lines.find((candidate) => candidate.key === lineKey && !candidate.savedForLater);
    if (!cart || !line) throw new AppError("NOT_FOUND", { message: messages.cart.itemNotFound });
    const available = Math.max(0, product.stockQuantity - unitsOfOtherLines(lines, lineKey));
    checkOrderable(
      quantity,
      { moq: product.moq, stockQuantity: available },
      messages.cart.onlyInStock(available),
    );
    if (lineKey !== "")
      (await lineCustomization(tx, { productId: product.id, answers: line.customization })).forQuantity(
        quantity,
      );
    await tx
      .update(cartItems)
      .set({ quantity, updatedAt: sql`now()` })
      .where(
        and(
          eq(cartItems.cartId, cart.id),
          eq(cartItems.productId, product.id),
          eq(cartItems.customizationKey, lineKey),
        ),
      );
    return { quantity };
  });
}
