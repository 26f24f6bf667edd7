import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";

/**
 * The question before a form that cannot be taken back is sent: its title, what will happen,
 * Cancel (or Escape, or ×) to leave everything as it was, and the confirming button.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmText,
  cancelText,
  closeText,
  variant = "primary",
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  question: string;
  confirmText: string;
  cancelText: string;
  /** The dialog's close (×) button's name. */
  closeText: string;
  variant?: "primary" | "secondary" | "destructive";
  onCancel: () => void;
  onConfirm: () => void;
}): ReactNode {
  const headingId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      labelledBy={headingId}
      closeLabel={closeText}
      widthClassName="w-[min(28rem,calc(100vw-2rem))]"
    >
      <h2 id={headingId} className="pr-10 text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-sm">{question}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelText}
        </Button>
        <Button type="button" variant={variant} onClick={onConfirm}>
          {confirmText}
        </Button>
      </div>
    </ModalDialog>
  );
}

/**
 * A form that asks before it is sent: `holdSubmit` (its onSubmit) holds the first submit and keeps what
 * `ask(form)` returns as the pending question; `confirm` sends the form for real (through the
 * router, with the same fields), `cancel` drops the question. Without JavaScript the form is sent
 * at once.
 */
export function useConfirmedSubmit<Pending>() {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirmed = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  return {
    formRef,
    pending,
    holdSubmit(event: FormEvent<HTMLFormElement>, ask: (form: HTMLFormElement) => Pending) {
      if (confirmed.current) {
        confirmed.current = false;
        return;
      }
      event.preventDefault();
      setPending(ask(event.currentTarget));
    },
    cancel: () => setPending(null),
    confirm: () => {
      confirmed.current = true;
      setPending(null);
      formRef.current?.requestSubmit();
    },
  };
}
