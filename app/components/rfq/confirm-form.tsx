import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog, useConfirmedSubmit } from "~/components/ui/confirm-dialog";

/**
 * A form whose submit button asks first, in a dialog that says what will happen: Confirm sends it,
 * Cancel (or Escape) leaves everything as it was. Without JavaScript the form is sent at once.
 */
export function ConfirmForm({
  action,
  fields,
  trigger,
  question,
  confirmText,
  cancelText,
  closeText,
  variant = "primary",
  busy,
}: {
  action: string;
  fields: Record<string, string>;
  trigger: { text: string; label: string };
  question: string;
  confirmText: string;
  cancelText: string;
  /** The dialog's close (×) button's name. */
  closeText: string;
  variant?: "primary" | "secondary" | "destructive";
  busy: boolean;
}): ReactNode {
  const { formRef, pending, holdSubmit, cancel, confirm } = useConfirmedSubmit<true>();
  return (
    <>
      <Form ref={formRef} method="post" action={action} onSubmit={(event) => holdSubmit(event, () => true)}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant={variant} size="sm" aria-label={trigger.label} disabled={busy}>
          {trigger.text}
        </Button>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        title={trigger.label}
        question={question}
        confirmText={confirmText}
        cancelText={cancelText}
        closeText={closeText}
        variant={variant}
        onCancel={cancel}
        onConfirm={confirm}
      />
    </>
  );
}
