import { safeReturnPath } from "#common/access";
import { loginPath, loginPathFor, registerPath } from "#common/paths";
import { dashboardPathFor } from "#common/roles";
import { useEffect } from "react";
import { Link, redirect, useSearchParams } from "react-router";
import { toast } from "~/lib/toast";
import { AuthCard } from "~/components/auth/auth-card";
import { SignUpForm } from "~/components/auth/auth-forms";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import { signUpFromForm } from "~/lib/auth-forms.server";
import type { Route } from "./+types/register";
import { textLinkClassName } from "~/components/ui/text-link";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Create an account",
    "Join Shop African Brands to buy from African vendors, request quotes and order in bulk.",
  );

/** Where the visitor was going (`?redirect=`, a same-site path only), or null. */
const returnToOf = (url: string) => safeReturnPath(new URL(url).searchParams.get("redirect"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = ctx(context);
  if (actor) throw redirect(returnToOf(request.url) ?? dashboardPathFor(actor.role));
  return null;
}

/** The confirmation link lands where the visitor was going, as sign-in does. */
export async function action({ request, context }: Route.ActionArgs) {
  return signUpFromForm(ctx(context), await request.formData(), { returnTo: returnToOf(request.url) });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get("redirect"));
  const signInPath = returnTo ? loginPathFor(returnTo) : loginPath;
  const success = actionData?.ok ? actionData : null;
  const failure = actionData && !actionData.ok ? actionData : null;

  useEffect(() => {
    if (success) toast.success(success.message);
  }, [success]);

  if (success) {
    return (
      <AuthCard title="Check your email">
        <div role="status" className="space-y-3">
          <p className="font-medium">{success.message}</p>
          <p className="text-sm text-muted-foreground">
            We sent a confirmation link to <strong>{success.email}</strong>. Open it to activate your account,
            then sign in.
          </p>
        </div>
        <Link to={signInPath} className={`mt-6 inline-block ${textLinkClassName}`}>
          Go to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create an account"
      intro="Buy authentic products from African brands, request quotes and order in bulk."
      footer={
        <>
          Already have an account?{" "}
          <Link className={textLinkClassName} to={signInPath}>
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm action={registerPath(returnTo)} failure={failure} />
    </AuthCard>
  );
}
