import type { CustomizationAnswers } from "#common/customization-choice";
import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { cartItems } from "#db/schema";
import { newId } from "#server/lib/ids";
import { and, eq, sql } from "drizzle-orm";
import { countAddToCart } from "../analytics/count-add-to-cart";
import type { CartOwner } from "./cart-owner";
import { minimumQuantity } from "#common/pricing/quantity";
import { checkOrderable, parseCartQuantity } from "./cart-quantity";
import { productForCart, type CartProduct } from "./cart-product";
import { ensureCart } from "./ensure-cart";
import { lineCustomization, storedAnswers } from "./line-customization";

/**
 * Adds units of a product to the owner's cart: the product must be for sale, and the
 * line's new quantity (what was there plus what is added) must reach the minimum order and fit the
 * stock. A product on the Saved for Later list comes back into the cart with the added units.
 * Without a `quantity` (a product card's button) the product's minimum order is added, as read
 * here; a quantity that is given is checked, never guessed.
 */
export async function addToCart(
  db: Db,
  {
    owner,
    productId,
    customization = {},
    ...options
  }: { owner: CartOwner; productId: string; quantity?: unknown; customization?: CustomizationAnswers },
) {
  const given = "quantity" in options ? parseCartQuantity(options.quantity) : null;
  return db.transaction(async (tx) => {
    const product = await productForCart(tx, productId);
    const quantity = given ?? minimumQuantity(product.moq);
    const { cartId, created } = await ensureCart(tx, { owner });
    const lineQuantity = await addUnitsToLine(tx, { cartId, product, quantity, customization });
    return { cartId, createdCart: created, productName: product.name, added: quantity, lineQuantity };
  });
}

/**
 * Adds units to a locked cart's line for the product and customization (creating it, or bringing a
 * saved line back). The customization is judged against the product's active options and the line's
 * new quantity (each option's minimum); the quantity against the minimum order, and the product's
 * units over all its lines in the cart against the stock. Returns the line's new quantity.
 */
export async function addUnitsToLine(
  tx: Db,
  {
    cartId,
    product,
    quantity,
    customization = {},
  }: { cartId: string; product: CartProduct; quantity: number; customization?: CustomizationAnswers },
): Promise<number> {
  const choice = await lineCustomization(tx, { productId: product.id, answers: customization });
  const key = choice.forKey.key;
  const lines = await tx
    .select({
      key: cartItems.customizationKey,
      quantity: cartItems.quantity,
      savedForLater: cartItems.savedForLater,
    })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, product.id)));
  const line = lines.find((candidate) => candidate.key === key);
  const lineQuantity = (line && !line.savedForLater ? line.quantity : 0) + quantity;
  const otherUnits = unitsOfOtherLines(lines, key);
  checkOrderable(
    lineQuantity,
    { moq: product.moq, stockQuantity: Math.max(0, product.stockQuantity - otherUnits) },
    messages.cart.notEnoughStock,
  );
  const answers = storedAnswers(choice.forQuantity(lineQuantity));
  await tx
    .insert(cartItems)
    .values({
      id: newId("cit"),
      cartId,
      productId: product.id,
      quantity: lineQuantity,
      customization: answers,
      customizationKey: key,
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.customizationKey],
      set: { quantity: lineQuantity, savedForLater: false, updatedAt: sql`now()` },
    });
  await countAddToCart(tx, { productId: product.id });
  return lineQuantity;
}

/** Units of the product held by its other lines in the cart (saved ones hold none). */
export function unitsOfOtherLines(
  lines: readonly { key: string; quantity: number; savedForLater: boolean }[],
  key: string,
): number {
  return lines
    .filter((line) => line.key !== key && !line.savedForLater)
    .reduce((sum, line) => sum + line.quantity, 0);
}
