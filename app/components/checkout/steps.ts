import type { CheckoutMode } from "#common/checkout-steps";
import type { CheckoutView } from "#common/views/cart";

/** What the checkout page gives the step it shows. */
export interface StepProps {
  mode: CheckoutMode;
  view: CheckoutView;
  email: string | null;
  /** The step's saved values, or what was just posted when it failed. */
  values: Record<string, string>;
  errors: Record<string, string>;
  backTo: string | null;
}
