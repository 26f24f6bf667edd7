import { checkoutStepPath } from "#common/paths";
import { checkoutMessages, checkoutSteps, type CheckoutStep } from "#common/schemas/checkout";
import { AppError, isAppError } from "#server/lib/errors";
import { chooseShippingMethod } from "#server/modules/cart/choose-shipping-method";
import type { CheckoutMode } from "#common/views/cart";
import { loadCheckout, stepsFor } from "#server/modules/checkout/checkout.queries";
import { isDetailsStep, saveCheckoutStep } from "#server/modules/checkout/save-checkout-step";
import { attachPurchaseOrder } from "#server/modules/checkout/attach-purchase-order";
import { hostedCheckoutFor } from "#server/modules/payments/hosted-checkout";
import { completeCheckout } from "#server/flows/complete-checkout";
import { data, redirect } from "react-router";
import { CheckoutPage, type CheckoutActionResult } from "~/components/checkout/checkout-page";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = () =>
  pageMeta("Checkout", "Check out your order on Shop African Brands.", { noindex: true });

function modeOf(request: Request): CheckoutMode {
  return new URL(request.url).pathname.replace(/\/+$/, "") === "/checkout/guest" ? "guest" : "account";
}

/** The step asked for, unless an earlier one is still open; an empty cart goes back to /cart. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor, cartOwner } = ctx(context);
  const mode = modeOf(request);
  if (mode === "guest" && actor) throw redirect("/checkout");
  const view = await loadCheckout(db, { owner: cartOwner, mode, userId: actor?.userId ?? null });
  if (view.cart.items.length === 0) throw redirect("/cart");
  const steps = stepsFor(mode);
  const asked = new URL(request.url).searchParams.get("step");
  const step = steps.includes(asked as CheckoutStep) ? (asked as CheckoutStep) : view.firstOpenStep;
  if (steps.indexOf(step) > steps.indexOf(view.firstOpenStep))
    throw redirect(checkoutStepPath(mode, view.firstOpenStep));
  return { mode, steps, step, view, email: actor?.email ?? null };
}

/** Each step posts its fields (intent save-step); the review step places the order (intent place-order). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, cartOwner, logger, mailer, env, media, client } = ctx(context);
  const mode = modeOf(request);
  const form = await request.formData();
  const fields = Object.fromEntries(
    [...form].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
  );
  const step = fields.step;
  try {
    if (fields.intent === "place-order") {
      const buyer = actor
        ? { kind: "user" as const, userId: actor.userId, email: actor.email }
        : { kind: "guest" as const };
      if (mode === "account" && !actor)
        throw new AppError("UNAUTHENTICATED", { message: checkoutMessages.loginToOrder });
      const { nextUrl } = await completeCheckout(db, {
        owner: cartOwner,
        buyer,
        expectedTotal: fields.expectedTotal,
        mailer,
        appUrl: env.APP_URL,
        checkout: () => hostedCheckoutFor(env),
        logger,
      });
      return redirect(nextUrl);
    }
    if (!isDetailsStep(step) || (mode === "guest" && step === "business"))
      return data<CheckoutActionResult>(
        { step: "review", formError: checkoutMessages.orderFailed, values: {} },
        { status: 400 },
      );
    const poFile = form.get("poDocument");
    if (
      step === "payment" &&
      fields.paymentMethod === "purchase_order" &&
      poFile instanceof File &&
      poFile.size > 0
    )
      await attachPurchaseOrder(db, { owner: cartOwner, media, client, file: poFile });
    await saveCheckoutStep(db, { owner: cartOwner, step, input: fields });
    if (step === "shipping" && fields.shippingMethod)
      await chooseShippingMethod(db, { owner: cartOwner, code: fields.shippingMethod });
    const steps = stepsFor(mode);
    return redirect(checkoutStepPath(mode, steps[steps.indexOf(step) + 1] ?? "review"));
  } catch (error) {
    const failedStep = (checkoutSteps as readonly string[]).includes(step ?? "")
      ? (step as CheckoutStep)
      : "review";
    if (isAppError(error)) {
      const hasFields =
        fields.intent !== "place-order" && !!error.fieldErrors && Object.keys(error.fieldErrors).length > 0;
      const message = error.fieldErrors && !hasFields ? checkoutMessages.orderFailed : error.message;
      return data<CheckoutActionResult>(
        {
          step: failedStep,
          formError: hasFields ? undefined : message,
          fieldErrors: error.fieldErrors,
          values: fields,
        },
        { status: error.status },
      );
    }
    logger.error({ err: error, step, userId: actor?.userId }, "checkout failed");
    return data<CheckoutActionResult>(
      { step: failedStep, formError: checkoutMessages.orderFailed, values: fields },
      { status: 500 },
    );
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckoutPage {...loaderData} result={actionData?.step === loaderData.step ? actionData : undefined} />
  );
}
