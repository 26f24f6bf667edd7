import {
  type CheckoutMode,
  isDetailsStepOf,
  isStepOf,
  mayOpenStep,
  nextStep,
  stepsFor,
} from "#common/checkout-steps";
import { cartPath, checkoutPath, checkoutStepPath } from "#common/paths";
import { checkoutMessages } from "#common/schemas/checkout";
import { completeCheckout } from "#server/flows/complete-checkout";
import { submitCheckoutStep } from "#server/flows/submit-checkout-step";
import { AppError, isAppError } from "#server/lib/errors";
import { loadCheckout } from "#server/modules/checkout/checkout.queries";
import { hostedCheckoutFor } from "#server/modules/payments/hosted-checkout";
import { redirect } from "react-router";
import { CheckoutPage, type CheckoutActionResult } from "~/components/checkout/checkout-page";
import { actionFailure } from "~/lib/action-failure.server";
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
  if (mode === "guest" && actor) throw redirect(checkoutPath);
  const view = await loadCheckout(db, { owner: cartOwner, mode, userId: actor?.userId ?? null });
  if (view.cart.items.length === 0) throw redirect(cartPath);
  const asked = new URL(request.url).searchParams.get("step");
  const step = isStepOf(mode, asked) ? asked : view.firstOpenStep;
  if (!mayOpenStep(mode, step, view.firstOpenStep))
    throw redirect(checkoutStepPath(mode, view.firstOpenStep));
  return { mode, steps: stepsFor(mode), step, view, email: actor?.email ?? null };
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
  const placing = fields.intent === "place-order";
  try {
    if (placing) {
      if (mode === "account" && !actor)
        throw new AppError("UNAUTHENTICATED", { message: checkoutMessages.loginToOrder });
      const { nextUrl } = await completeCheckout(db, {
        owner: cartOwner,
        actor,
        expectedTotal: fields.expectedTotal,
        mailer,
        appUrl: env.APP_URL,
        secret: env.AUTH_SECRET,
        checkout: () => hostedCheckoutFor(env),
        logger,
      });
      return redirect(nextUrl);
    }
    if (!isDetailsStepOf(mode, step))
      throw new AppError("VALIDATION", { message: checkoutMessages.orderFailed });
    const poDocument = form.get("poDocument");
    await submitCheckoutStep(db, {
      owner: cartOwner,
      step,
      input: fields,
      purchaseOrder: poDocument instanceof File ? { file: poDocument, media, client } : undefined,
    });
    return redirect(checkoutStepPath(mode, nextStep(mode, step)));
  } catch (error) {
    // Placing checks the saved steps again; their field messages belong to the other steps' forms,
    // so the review step says in one sentence that the order could not be placed.
    const failure =
      placing && isAppError(error) && error.fieldErrors
        ? new AppError(error.code, { message: checkoutMessages.orderFailed })
        : error;
    return actionFailure<Pick<CheckoutActionResult, "step">>(failure, {
      values: fields,
      unexpected: { message: checkoutMessages.orderFailed, logger, context: { step, userId: actor?.userId } },
      extra: { step: isStepOf(mode, step) ? step : "review" },
    });
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CheckoutPage {...loaderData} result={actionData?.step === loaderData.step ? actionData : undefined} />
  );
}
