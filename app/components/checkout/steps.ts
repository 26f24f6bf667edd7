import { type CheckoutStep } from "#common/schemas/checkout";
import type { CheckoutMode, CheckoutView } from "#common/views/cart";

export const stepLabels: Record<CheckoutStep, string> = {
  shipping: "Shipping",
  business: "Business Info",
  payment: "Payment",
  review: "Review",
};

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
