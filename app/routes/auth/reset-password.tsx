import { forgotPasswordPath, loginPath } from "#common/paths";
import { formMessage } from "#common/action-failure";
import { messages } from "#common/messages";
import { resetPassword } from "#server/modules/identity/reset-password";
import { Form, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/auth/auth-card";
import { LinkProblem } from "~/components/auth/link-problem";
import { Button } from "~/components/ui/button";
import { FormError, TextField } from "~/components/ui/field";
import { setFlashCookie } from "~/lib/flash";
import { pageMeta } from "~/lib/meta";
import { actionFailure } from "~/lib/action-failure.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => pageMeta("Choose a new password", undefined, { noindex: true });

/** The e-mailed link lands here with ?token=…, or with ?error=INVALID_TOKEN when it was used or expired. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  return { token: url.searchParams.get("error") ? null : token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, auth } = ctx(context);
  const form = await request.formData();
  try {
    await resetPassword(db, {
      auth,
      input: {
        token: form.get("token"),
        password: form.get("password"),
        confirmPassword: form.get("confirmPassword"),
      },
    });
    return redirect(loginPath, { headers: { "Set-Cookie": setFlashCookie("password-reset") } });
  } catch (error) {
    return actionFailure(error);
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth/reset-password");
  if (!loaderData.token) {
    return (
      <LinkProblem
        title="Reset link not valid"
        message={messages.auth.resetLinkInvalid}
        to={forgotPasswordPath}
        action="Request a new link"
      />
    );
  }
  return (
    <AuthCard title="Choose a new password" intro="Your new password must be at least 8 characters.">
      <Form method="post" className="space-y-4" noValidate>
        <FormError message={formMessage(actionData)} />
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={actionData?.fieldErrors?.password}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={actionData?.fieldErrors?.confirmPassword}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? "Saving…" : "Save new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
