import {
  businessDetailsSchema,
  paymentDetailsSchema,
  shippingDetailsSchema,
  type CheckoutStep,
} from "#common/schemas/checkout";
import type { CheckoutMode, CheckoutView } from "#common/views/cart";
import type { Db } from "#db/client";
import { carts } from "#db/schema";
import type { CartOwner } from "../cart/cart-owner";
import { loadCart, ownedBy } from "../cart/cart.queries";
import { isEligibleForNetTerms } from "../orders/net-terms";

/** A guest skips Business Info: it is for buyers with an account, who get all four steps. */
export function stepsFor(mode: CheckoutMode): CheckoutStep[] {
  return mode === "account"
    ? ["shipping", "business", "payment", "review"]
    : ["shipping", "payment", "review"];
}

const schemas = {
  shipping: shippingDetailsSchema,
  business: businessDetailsSchema,
  payment: paymentDetailsSchema,
} as const;

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
  const firstOpenStep =
    stepsFor(mode).find(
      (step) => step !== "review" && !schemas[step].safeParse(details[step] ?? {}).success,
    ) ?? "review";
  return { cart, details, firstOpenStep, netTermsEligible };
}
