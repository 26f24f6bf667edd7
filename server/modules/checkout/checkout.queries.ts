import { type CheckoutMode, type CheckoutStep, firstOpenStep } from "#common/checkout-steps";
import type { Db } from "#db/client";
import { carts } from "#db/schema";
import type { CartOwner } from "../cart/cart-owner";
import { loadCart, ownedBy, type CartView } from "../cart/cart.queries";
import { isEligibleForNetTerms } from "../orders/net-terms";

export interface CheckoutView {
  cart: CartView;
  /** What each step saved, as typed (strings), to fill its form again. */
  details: Partial<Record<"shipping" | "business" | "payment" | "purchaseOrder", Record<string, string>>>;
  /** The first step whose saved details are missing or no longer valid; review when all are done. */
  firstOpenStep: CheckoutStep;
  netTermsEligible: boolean;
}

/** The cart priced by the one engine, with the steps' saved details and where the buyer may go. */
export async function loadCheckout(
  db: Db,
  { owner, mode, userId }: { owner: CartOwner; mode: CheckoutMode; userId: string | null },
): Promise<CheckoutView> {
  const [cart, [row], netTermsEligible] = await Promise.all([
    loadCart(db, { owner }),
    db.select({ details: carts.checkoutDetails }).from(carts).where(ownedBy(owner)).limit(1),
    userId ? isEligibleForNetTerms(db, { userId }) : Promise.resolve(false),
  ]);
  const details = (row?.details ?? {}) as CheckoutView["details"];
  return { cart, details, firstOpenStep: firstOpenStep(mode, details), netTermsEligible };
}
