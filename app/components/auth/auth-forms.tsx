import type { ActionFailure } from "#common/action-failure";
import { formMessage } from "#common/action-failure";
import { forgotPasswordPath } from "#common/paths";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { failureFields, FormError, TextField } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";

/** True while this form (told apart by its intent when a page has two) is being sent. */
function useSending(action: string, intent: string | undefined) {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formAction === action &&
    (intent === undefined || navigation.formData?.get("intent") === intent)
  );
}

/**
 * The sign-in form of /auth/login and /vendors/auth: e-mail and password, posted to `action` with the
 * path to go to afterwards (`returnTo`), and `intent` when the page has another form.
 */
export function SignInForm({
  action,
  intent,
  returnTo,
  failure,
  submitLabel = "Sign in",
}: {
  action: string;
  intent?: string;
  returnTo: string;
  failure: ActionFailure | null;
  submitLabel?: string;
}) {
  const submitting = useSending(action, intent);
  const field = failureFields(failure);
  return (
    <Form method="post" action={action} className="space-y-4" noValidate>
      <FormError message={formMessage(failure)} />
      <input type="hidden" name="redirect" value={returnTo} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <TextField label="Email" {...field("email")} type="email" autoComplete="email" required />
      <TextField
        label="Password"
        {...field("password")}
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="flex justify-end text-sm">
        <Link to={forgotPasswordPath} className={textLinkClassName}>
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Signing in…" : submitLabel}
      </Button>
    </Form>
  );
}

/** The sign-up form of /auth/register and /vendors/auth: name, e-mail and the password twice. */
export function SignUpForm({
  action,
  intent,
  failure,
}: {
  action: string;
  intent?: string;
  failure: ActionFailure | null;
}) {
  const submitting = useSending(action, intent);
  const field = failureFields(failure);
  return (
    <Form method="post" action={action} className="space-y-4" noValidate>
      <FormError message={formMessage(failure)} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <TextField label="Full name" {...field("fullName")} autoComplete="name" required />
      <TextField label="Email" {...field("email")} type="email" autoComplete="email" required />
      <TextField
        label="Password"
        {...field("password")}
        type="password"
        autoComplete="new-password"
        required
        description="At least 8 characters."
      />
      <TextField
        label="Confirm password"
        {...field("confirmPassword")}
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Creating account…" : "Create account"}
      </Button>
    </Form>
  );
}
