import type { Db } from "#db/client";
import { cartItems } from "#db/schema";
import { newId } from "#server/lib/ids";
import { ensureCart } from "./ensure-cart";

/** The line key of a quote-priced line: it keeps the line apart from the product's normal lines. */
export function quoteLineKey(quoteId: string): string {
  return `quote:${quoteId}`;
}

/** A quote-priced line's key: its quantity is the quote's and it never goes to Saved for Later. */
export function isQuoteLineKey(lineKey: string): boolean {
  return lineKey.startsWith("quote:");
}

/**
 * Puts an accepted quote into the buyer's cart as a quote-priced line: the quote's product and
 * quantity (which the buyer cannot change), priced at the quote's unit price whenever the cart is
 * priced. The quote's own module has checked it; putting the same quote in again changes nothing.
 */
export async function addQuoteLine(
  tx: Db,
  { userId, quote }: { userId: string; quote: { id: string; productId: string; quantity: number } },
) {
  const { cartId } = await ensureCart(tx, { owner: { kind: "user", userId } });
  await tx
    .insert(cartItems)
    .values({
      id: newId("cit"),
      cartId,
      productId: quote.productId,
      quantity: quote.quantity,
      customizationKey: quoteLineKey(quote.id),
      quoteId: quote.id,
    })
    .onConflictDoNothing({ target: [cartItems.cartId, cartItems.productId, cartItems.customizationKey] });
  return { cartId };
}
