import type { ActionFailure } from "#common/action-failure";
import { type HTMLAttributes, type HTMLInputTypeAttribute, type ReactNode, useId } from "react";

export type TextFieldProps = {
  label: string;
  name: string;
  type?: HTMLInputTypeAttribute;
  defaultValue?: string;
  error?: string;
  autoComplete?: string;
  required?: boolean;
  description?: string;
  /** The on-screen keyboard to offer (numeric, decimal) where `type` stays text. */
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
};

/** Text inputs, selects and text areas: the `.field-input` component class of app.css. */
export const inputClassName = "field-input";

/** Label, optional description, the control and its error, tied together for screen readers. */
export function FieldFrame({
  label,
  required,
  description,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  description?: string;
  error?: string;
  children: (control: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive-text">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function TextField({
  label,
  name,
  type = "text",
  defaultValue,
  error,
  autoComplete,
  required,
  description,
  inputMode,
}: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required} description={description} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          required={required}
          inputMode={inputMode}
          className={inputClassName}
        />
      )}
    </FieldFrame>
  );
}

/** The message under a field; give its id to the input's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive-text">
      {message}
    </p>
  );
}

/** What an action did, announced politely (its failures go to {@link FormError}). */
export function FormSuccess({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-md bg-muted px-4 py-3 text-sm font-medium">
      {message}
    </p>
  );
}

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive bg-destructive-soft px-4 py-3 text-sm font-medium text-destructive-text"
    >
      {message}
    </div>
  );
}

/**
 * Ties a form's fields to its last failure by name: `field(name, fallback)` gives a field its name,
 * its message, and what was typed, else the value stored so far (`saved(name)`), else `fallback`; to
 * spread on a TextField, SelectField or TextAreaField. Passwords are never among the kept values.
 */
export function failureFields(
  failure: ActionFailure | null | undefined,
  saved?: (name: string) => string | undefined,
) {
  return (name: string, fallback?: string | null) => ({
    name,
    defaultValue: failure?.values?.[name] ?? saved?.(name) ?? fallback ?? undefined,
    error: failure?.fieldErrors?.[name],
  });
}
