import { pageTextsFor } from "#common/i18n/catalogue";
import { vendorOnboardingTexts } from "#common/i18n/vendor-onboarding";
import { messages } from "#common/messages";
import { vendorDashboardPath } from "#common/paths";
import { becomeVendorPath, vendorAuthPath, vendorOnboardingPath } from "#common/seller-paths";
import { signIn } from "#server/modules/identity/sign-in";
import { redirect } from "react-router";
import { VendorAuth } from "~/components/vendor-onboarding/vendor-auth";
import { actionFailure } from "~/lib/action-failure.server";
import { signedInRedirect, signUpFromForm } from "~/lib/auth-forms.server";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(vendorOnboardingTexts, languageOfPage(matches)).auth.metaTitle, undefined, {
    noindex: true,
  });

/** A refused sign-in tells the client when it may try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/** Someone already signed in has nothing to do here: a vendor goes to their dashboard, anyone else applies. */
export async function loader({ context }: Route.LoaderArgs) {
  const { actor } = ctx(context);
  if (actor) throw redirect(actor.role === "vendor" ? vendorDashboardPath : vendorOnboardingPath);
  return { becomeVendorPath };
}

/**
 * /vendors/auth: the same sign-in and sign-up as /auth/login and /auth/register (the same accounts,
 * limits and audit), told apart by `intent`. Signing in continues to the application, and so does
 * the confirmation link of an account made here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, client, env, logger } = ctx(context);
  const form = await request.formData();
  if (form.get("intent") === "sign-up")
    return signUpFromForm(ctx(context), form, {
      returnTo: vendorOnboardingPath,
      extra: { intent: "sign-up" as const },
    });
  try {
    const result = await signIn(db, {
      auth,
      client,
      companyDomains: env.COMPANY_EMAIL_DOMAINS,
      input: { email: form.get("email"), password: form.get("password") },
      returnTo: vendorOnboardingPath,
      cookieHeader: request.headers.get("cookie"),
    });
    return signedInRedirect(result);
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, ["email"]),
      extra: { intent: "sign-in" as const },
      unexpected: { message: messages.auth.signInFailed, logger },
    });
  }
}

export default function VendorAuthPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VendorAuth action={vendorAuthPath} becomeVendorPath={loaderData.becomeVendorPath} result={actionData} />
  );
}
