import { messageMaxLength } from "#common/messaging";
import { useEffect, useId, useRef } from "react";
import { FieldError, inputClassName } from "~/components/ui/field";

/**
 * The message box of the contact and reply forms: required, at most 5000 characters, its error
 * under it. `clearKey` changes after a successful send, which empties it (and only it).
 */
export function MessageField({
  label,
  defaultValue,
  error,
  clearKey,
}: {
  label: string;
  defaultValue?: string;
  error?: string;
  clearKey?: unknown;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (clearKey && ref.current) ref.current.value = "";
  }, [clearKey]);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        <span aria-hidden="true" className="text-destructive-text">
          {" "}
          *
        </span>
      </label>
      <textarea
        ref={ref}
        id={id}
        name="message"
        rows={5}
        required
        maxLength={messageMaxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClassName} min-h-28 resize-y`}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
