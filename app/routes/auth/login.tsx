import { loginPath, registerPath } from "#common/paths";
import { safeReturnPath } from "#common/access";
import { messages } from "#common/messages";
import { dashboardPathFor } from "#common/roles";
import { signIn } from "#server/modules/identity/sign-in";
import { Link, redirect, useSearchParams } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { SignInForm } from "~/components/auth/auth-forms";
import { signedInRedirect } from "~/lib/auth-forms.server";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import { actionFailure } from "~/lib/action-failure.server";
import type { Route } from "./+types/login";
import { textLinkClassName } from "~/components/ui/text-link";

export const meta: Route.MetaFunction = () =>
  pageMeta("Sign in", "Sign in to your Shop African Brands account.", { noindex: true });

/** A refused sign-in tells the client when it may try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = ctx(context);
  if (actor) {
    const returnTo = safeReturnPath(new URL(request.url).searchParams.get("redirect"));
    throw redirect(returnTo ?? dashboardPathFor(actor.role));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, client, env, logger } = ctx(context);
  const form = await request.formData();
  try {
    const result = await signIn(db, {
      auth,
      client,
      companyDomains: env.COMPANY_EMAIL_DOMAINS,
      input: { email: form.get("email"), password: form.get("password") },
      returnTo: String(form.get("redirect") ?? ""),
      cookieHeader: request.headers.get("cookie"),
    });
    return signedInRedirect(result);
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, ["email"]),
      unexpected: { message: messages.auth.signInFailed, logger },
    });
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const failure = actionData && !actionData.ok ? actionData : null;
  const returnTo = params.get("redirect") ?? "";
  return (
    <AuthCard
      title="Sign in"
      intro="Welcome back. Sign in to shop, track orders and manage your business."
      footer={
        <>
          New to Shop African Brands?{" "}
          <Link className={textLinkClassName} to={registerPath(returnTo)}>
            Create an account
          </Link>
        </>
      }
    >
      <SignInForm action={loginPath} returnTo={returnTo} failure={failure} />
    </AuthCard>
  );
}
