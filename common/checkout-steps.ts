import { businessDetailsSchema, paymentDetailsSchema, shippingDetailsSchema } from "./schemas/checkout";

/**
 * The checkout's steps in one place: which exist, their order, which a buyer fills in, what comes
 * next and which is still open. The page, its loader and action, the REST API and order placement
 * all ask this module, so a step cannot be added or reordered in one of them only.
 */

/** A buyer with an account, or a guest (who checks out without one). */
export type CheckoutMode = "account" | "guest";

export const checkoutSteps = ["shipping", "business", "payment", "review"] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** The steps that save details on the cart, each checked by its shared schema; review only shows them. */
export const detailsSchemas = {
  shipping: shippingDetailsSchema,
  business: businessDetailsSchema,
  payment: paymentDetailsSchema,
} as const;
export type DetailsStep = keyof typeof detailsSchemas;

export const stepLabels: Record<CheckoutStep, string> = {
  shipping: "Shipping",
  business: "Business Info",
  payment: "Payment",
  review: "Review",
};

/** Signed in means checking out with the account; anyone else is a guest. */
export function checkoutModeFor(signedIn: boolean): CheckoutMode {
  return signedIn ? "account" : "guest";
}

/** A guest skips Business Info: business details belong to buyers with an account. */
export function stepsFor(mode: CheckoutMode): CheckoutStep[] {
  return checkoutSteps.filter((step) => mode === "account" || step !== "business");
}

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return (checkoutSteps as readonly unknown[]).includes(value);
}

/** A step this buyer goes through. */
export function isStepOf(mode: CheckoutMode, value: unknown): value is CheckoutStep {
  return isCheckoutStep(value) && stepsFor(mode).includes(value);
}

/** A step with details to save that this buyer fills in (a guest cannot save Business Info). */
export function isDetailsStepOf(mode: CheckoutMode, value: unknown): value is DetailsStep {
  return isStepOf(mode, value) && value in detailsSchemas;
}

/** The steps whose saved details must still be valid when the order is placed. */
export function requiredDetailsSteps(mode: CheckoutMode): DetailsStep[] {
  return stepsFor(mode).filter((step): step is DetailsStep => step in detailsSchemas);
}

/** Where a buyer goes after saving a step: the following step, and review after the last. */
export function nextStep(mode: CheckoutMode, step: CheckoutStep): CheckoutStep {
  const steps = stepsFor(mode);
  return steps[steps.indexOf(step) + 1] ?? "review";
}

/** The step before this one, or null for the first (whose Back goes to the cart). */
export function previousStep(mode: CheckoutMode, step: CheckoutStep): CheckoutStep | null {
  const steps = stepsFor(mode);
  return steps[steps.indexOf(step) - 1] ?? null;
}

/** The first step whose saved details are missing or no longer valid; review when all are done. */
export function firstOpenStep(
  mode: CheckoutMode,
  details: Partial<Record<DetailsStep, unknown>>,
): CheckoutStep {
  return (
    requiredDetailsSteps(mode).find((step) => !detailsSchemas[step].safeParse(details[step] ?? {}).success) ??
    "review"
  );
}

/** A buyer may open any step up to the first open one, never skip ahead of it. */
export function mayOpenStep(mode: CheckoutMode, step: CheckoutStep, firstOpen: CheckoutStep): boolean {
  const steps = stepsFor(mode);
  return steps.indexOf(step) <= steps.indexOf(firstOpen);
}
