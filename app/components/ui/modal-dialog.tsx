import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * A native modal `<dialog>` driven by `open`: focus moves in and stays there, Escape, the close
 * button and a click on the backdrop call `onClose`, and focus returns to what opened it.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  closeLabel,
  widthClassName,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  /** Accessible name of the close button, e.g. "Close quick view". */
  closeLabel: string;
  /** Tailwind width, e.g. "w-[min(56rem,calc(100vw-2rem))]". */
  widthClassName: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-xl border border-border bg-card p-0 text-card-foreground shadow-xl backdrop:bg-black/50 ${widthClassName}`}
    >
      <div className="relative p-4 sm:p-6">
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        {children}
      </div>
    </dialog>
  );
}
