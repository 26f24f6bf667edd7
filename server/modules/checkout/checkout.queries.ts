import { type CheckoutMode, firstOpenStep } from "#common/checkout-steps";
import type { CheckoutView } from "#common/views/cart";
import type { Db } from "#db/client";
import { carts } from "#db/schema";
import type { CartOwner } from "../cart/cart-owner";
import { loadCart, ownedBy } from "../cart/cart.queries";
import { netTermsStanding } from "../orders/net-terms";

/** The cart priced by the one engine, with the steps' saved details and where the buyer may go. */
export async function loadCheckout(
  db: Db,
  { owner, mode, userId }: { owner: CartOwner; mode: CheckoutMode; userId: string | null },
): Promise<CheckoutView> {
  const [cart, [row], netTerms] = await Promise.all([
    loadCart(db, { owner }),
    db.select({ details: carts.checkoutDetails }).from(carts).where(ownedBy(owner)).limit(1),
    userId ? netTermsStanding(db, { userId }) : Promise.resolve({ eligible: false, creditRemaining: null }),
  ]);
  const details = (row?.details ?? {}) as CheckoutView["details"];
  return {
    cart,
    details,
    firstOpenStep: firstOpenStep(mode, details),
    netTermsEligible: netTerms.eligible,
    netTermsCredit: netTerms.creditRemaining,
  };
}
