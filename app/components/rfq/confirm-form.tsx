import { type ReactNode, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";

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
  const [open, setOpen] = useState(false);
  const confirmed = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  return (
    <>
      <Form
        ref={formRef}
        method="post"
        action={action}
        onSubmit={(event) => {
          if (confirmed.current) {
            confirmed.current = false;
            return;
          }
          event.preventDefault();
          setOpen(true);
        }}
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant={variant} size="sm" aria-label={trigger.label} disabled={busy}>
          {trigger.text}
        </Button>
      </Form>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={headingId}
        closeLabel={closeText}
        widthClassName="w-[min(28rem,calc(100vw-2rem))]"
      >
        <h2 id={headingId} className="pr-10 text-lg font-semibold">
          {trigger.label}
        </h2>
        <p className="mt-2 text-sm">{question}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            {cancelText}
          </Button>
          <Button
            type="button"
            variant={variant}
            onClick={() => {
              confirmed.current = true;
              setOpen(false);
              formRef.current?.requestSubmit();
            }}
          >
            {confirmText}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
