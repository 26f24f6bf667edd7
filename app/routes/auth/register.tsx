import { loginPath, registerPath } from "#common/paths";
import { dashboardPathFor } from "#common/roles";
import { useEffect } from "react";
import { Link, redirect } from "react-router";
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

export async function loader({ context }: Route.LoaderArgs) {
  const { actor } = ctx(context);
  if (actor) throw redirect(dashboardPathFor(actor.role));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return signUpFromForm(ctx(context), await request.formData());
}

export default function Register({ actionData }: Route.ComponentProps) {
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
        <Link to={loginPath} className={`mt-6 inline-block ${textLinkClassName}`}>
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
          <Link className={textLinkClassName} to={loginPath}>
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm action={registerPath()} failure={failure} />
    </AuthCard>
  );
}
