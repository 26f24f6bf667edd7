import { loginPath } from "#common/paths";
import { formMessage } from "#common/action-failure";
import { messages } from "#common/messages";
import { dashboardPathFor } from "#common/roles";
import { signUp } from "#server/modules/identity/sign-up";
import { useEffect } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "~/lib/toast";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { FormError, TextField } from "~/components/ui/field";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import { actionFailure } from "~/lib/action-failure.server";
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
  const { db, auth, client, logger } = ctx(context);
  const form = await request.formData();
  try {
    const result = await signUp(db, {
      auth,
      client,
      input: {
        fullName: form.get("fullName"),
        email: form.get("email"),
        password: form.get("password"),
        confirmPassword: form.get("confirmPassword"),
      },
    });
    return {
      ok: true as const,
      message: result.message,
      email: String(form.get("email")).trim().toLowerCase(),
    };
  } catch (error) {
    return actionFailure(error, {
      values: formValues(form, ["fullName", "email"]),
      unexpected: { message: messages.auth.signUpFailed, logger },
    });
  }
}

export default function Register({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/auth/register";
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
      <Form method="post" className="space-y-4" noValidate>
        <FormError message={formMessage(failure)} />
        <TextField
          label="Full name"
          name="fullName"
          autoComplete="name"
          required
          defaultValue={failure?.values?.fullName}
          error={failure?.fieldErrors?.fullName}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={failure?.values?.email}
          error={failure?.fieldErrors?.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          description="At least 8 characters."
          error={failure?.fieldErrors?.password}
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={failure?.fieldErrors?.confirmPassword}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? "Creating account…" : "Create account"}
        </Button>
      </Form>
    </AuthCard>
  );
}
