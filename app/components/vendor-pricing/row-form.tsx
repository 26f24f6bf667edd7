import { formMessage } from "#common/action-failure";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { textLinkClassName } from "~/components/ui/text-link";
import { failureOf, type PricingActionResult, usePostBusy } from "./pricing-result";

/**
 * The form that adds or edits one row of a pricing or customization page: its title, the intent and
 * the row's ids as hidden fields, the failure of its last post (field messages are the caller's),
 * and the submit button, with a Cancel link back to the page while editing.
 */
export function RowForm({
  action,
  intent,
  targetId,
  ids,
  title,
  titleLevel = 3,
  compact = false,
  result,
  submitText,
  savingText,
  cancel,
  children,
}: {
  action: string;
  intent: string;
  /** The row this form posts for (empty for a new top-level row), as the action answers it. */
  targetId: string;
  /** The hidden id fields, in the order that tells the row apart (the first one the post carries). */
  ids: readonly { name: string; value: string | undefined }[];
  title: string;
  titleLevel?: 3 | 5;
  compact?: boolean;
  result: PricingActionResult | undefined;
  submitText: string;
  savingText: string;
  cancel?: { text: string };
  children: (failure: ReturnType<typeof failureOf>) => ReactNode;
}) {
  const failure = failureOf(result, intent, targetId);
  const busy = usePostBusy(
    intent,
    targetId,
    ids.map((id) => id.name),
  );
  const titleId = `${intent}-${targetId || "new"}-title`;
  const Heading = titleLevel === 3 ? "h3" : "h5";
  return (
    <Form
      method="post"
      action={action}
      noValidate
      aria-labelledby={titleId}
      className={
        compact
          ? "space-y-3 rounded-md border border-border p-3"
          : "space-y-4 rounded-lg border border-border bg-card p-4"
      }
    >
      <Heading id={titleId} className={compact ? "text-sm font-semibold" : "font-semibold"}>
        {title}
      </Heading>
      <input type="hidden" name="intent" value={intent} />
      {ids.map((id) =>
        id.value ? <input key={id.name} type="hidden" name={id.name} value={id.value} /> : null,
      )}
      <FormError message={formMessage(failure)} />
      {children(failure)}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size={compact ? "sm" : undefined} disabled={busy}>
          {busy ? savingText : submitText}
        </Button>
        {cancel ? (
          <Link to={action} className={textLinkClassName}>
            {cancel.text}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
