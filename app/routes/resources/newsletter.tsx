import { formMessage } from "#common/action-failure";
import { subscribeToNewsletter } from "#server/modules/newsletter/subscribe";
import { Link } from "react-router";
import { NewsletterForm } from "~/components/shell/newsletter-form";
import { FormError } from "~/components/ui/field";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues } from "~/lib/route-context.server";
import { actionFailure } from "~/lib/action-failure.server";
import type { Route } from "./+types/newsletter";
import { textLinkClassName } from "~/components/ui/text-link";

export const meta: Route.MetaFunction = () =>
  pageMeta("Newsletter", "New African brands, market days and offers, in your inbox.");

export async function action({ request, context }: Route.ActionArgs) {
  const { db, client } = ctx(context);
  const form = await request.formData();
  try {
    const result = await subscribeToNewsletter(db, { client, input: { email: form.get("email") } });
    return { ok: true as const, message: result.message };
  } catch (error) {
    return actionFailure(error, { values: formValues(form, ["email"]) });
  }
}

/** With JavaScript the footer form shows the answer in place; without it, the post lands on this page. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="mx-auto w-full max-w-md space-y-4 px-4 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">Newsletter</h1>
      {actionData?.ok ? (
        <p role="status" className="font-medium">
          {actionData.message}
        </p>
      ) : (
        <>
          <FormError message={failure?.fieldErrors?.email ?? formMessage(failure)} />
          <p className="text-muted-foreground">New African brands, market days and offers, in your inbox.</p>
          <NewsletterForm />
        </>
      )}
      <Link to="/" className={`inline-block ${textLinkClassName}`}>
        Back to Home
      </Link>
    </div>
  );
}
