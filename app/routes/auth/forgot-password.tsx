import { loginPath } from "#common/paths";
import { formMessage } from "#common/action-failure";
import { requestPasswordReset } from "#server/modules/identity/request-password-reset";
import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { Button } from "~/components/ui/button";
import { FormError, TextField } from "~/components/ui/field";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import { actionFailure } from "~/lib/action-failure.server";
import type { Route } from "./+types/forgot-password";
import { textLinkClassName } from "~/components/ui/text-link";

export const meta: Route.MetaFunction = () =>
  pageMeta("Forgot password", "Reset the password of your Shop African Brands account.", { noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth, client } = ctx(context);
  const form = await request.formData();
  try {
    const result = await requestPasswordReset(db, { auth, client, input: { email: form.get("email") } });
    return { ok: true as const, message: result.message };
  } catch (error) {
    return actionFailure(error, { values: formValues(form, ["email"]) });
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/auth/forgot-password";
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link className={textLinkClassName} to={loginPath}>
          Back to sign in
        </Link>
      }
    >
      {actionData?.ok ? (
        <p role="status" className="font-medium">
          {actionData.message}
        </p>
      ) : (
        <Form method="post" className="space-y-4" noValidate>
          <FormError message={formMessage(failure)} />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={failure?.values?.email}
            error={failure?.fieldErrors?.email}
          />
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? "Sending…" : "Send reset link"}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
