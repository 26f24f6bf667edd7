import { cartPath, checkoutStepPath } from "#common/paths";
import { type ActionFailure, formMessage } from "#common/action-failure";
import { type CheckoutMode, type CheckoutStep, previousStep, stepLabels } from "#common/checkout-steps";
import type { CheckoutView } from "#common/views/cart";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { OrderSummary } from "~/components/cart/cart-summary";
import { FormError } from "~/components/ui/field";
import { BusinessStep } from "./business-step";
import { PaymentStep } from "./payment-step";
import { ReviewStep } from "./review-step";
import { ShippingStep } from "./shipping-step";
import { type StepProps } from "./steps";

/** A step's failure, for the step it belongs to. */
export type CheckoutActionResult = ActionFailure & { step: CheckoutStep };

/** Shipping → business → payment → review, one step at a time, the order summary beside. */
export function CheckoutPage({
  mode,
  steps,
  step,
  view,
  email,
  result,
}: {
  mode: CheckoutMode;
  steps: CheckoutStep[];
  step: CheckoutStep;
  view: CheckoutView;
  email: string | null;
  result: CheckoutActionResult | undefined;
}) {
  const index = steps.indexOf(step);
  const back = previousStep(mode, step);
  const saved = step === "review" ? {} : (view.details[step] ?? {});
  const props: StepProps = {
    mode,
    view,
    email,
    values: result?.values ?? saved,
    errors: result?.fieldErrors ?? {},
    backTo: back ? checkoutStepPath(mode, back) : cartPath,
  };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {mode === "guest" ? "Guest Checkout" : "Checkout"}
      </h1>
      <nav aria-label="Checkout steps" className="mt-4">
        <ol className="flex flex-wrap gap-2 text-sm">
          {steps.map((item, position) => {
            const done = position < index;
            const current = item === step;
            const label = (
              <>
                <span
                  className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold ${current || done ? "bg-primary text-primary-foreground" : "bg-muted"}`}
                >
                  {done ? <Check aria-hidden="true" className="size-3.5" /> : position + 1}
                </span>
                {stepLabels[item]}
              </>
            );
            return (
              <li
                key={item}
                aria-current={current ? "step" : undefined}
                className="flex items-center gap-2 rounded-full border border-border px-3 py-1"
              >
                {done ? (
                  <Link to={checkoutStepPath(mode, item)} className="flex items-center gap-2 hover:underline">
                    {label}
                    <span className="sr-only">(done, edit)</span>
                  </Link>
                ) : (
                  label
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="checkout-step-title"
          className="rounded-lg border border-border bg-card p-4 sm:p-6"
        >
          <h2 id="checkout-step-title" className="text-lg font-semibold">
            {stepLabels[step]}
          </h2>
          <div className="mt-4 space-y-4">
            <FormError message={formMessage(result)} />
            {step === "shipping" ? <ShippingStep {...props} /> : null}
            {step === "business" ? <BusinessStep {...props} /> : null}
            {step === "payment" ? <PaymentStep {...props} /> : null}
            {step === "review" ? <ReviewStep {...props} steps={steps} /> : null}
          </div>
        </section>
        <div className="space-y-4">
          <OrderSummary cart={view.cart} />
        </div>
      </div>
    </div>
  );
}
