import { type ReactNode, useId } from "react";
import { useFileSizeCheck } from "~/lib/use-file-size-check";
import { FieldError, FieldFrame, inputClassName } from "./field";

/** A select with the same label and error frame; `placeholder` adds an empty first choice. */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  error,
  required,
  placeholder,
  autoComplete,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  error?: string;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <FieldFrame label={label} required={required} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          defaultValue={defaultValue ?? ""}
          required={required}
          autoComplete={autoComplete}
          className={inputClassName}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  name,
  defaultValue,
  error,
  rows = 3,
  description,
  maxLength,
  required,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  rows?: number;
  description?: string;
  maxLength?: number;
  required?: boolean;
}) {
  return (
    <FieldFrame label={label} required={required} description={description} error={error}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          required={required}
          defaultValue={defaultValue}
          rows={rows}
          maxLength={maxLength}
          className={inputClassName}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A checkbox with its label beside it, an optional description and its error below. Uncontrolled
 * (`defaultChecked`), or controlled with `checked` and `onCheckedChange`.
 */
export function CheckboxField({
  label,
  name,
  value,
  defaultChecked,
  checked,
  onCheckedChange,
  description,
  error,
}: {
  label: ReactNode;
  name: string;
  /** What the form posts when checked (the browser's "on" when absent). */
  value?: string;
  defaultChecked?: boolean;
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  description?: string;
  error?: string;
}) {
  const id = useId();
  const describedBy =
    [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          checked={checked}
          onChange={onCheckedChange ? (event) => onCheckedChange(event.target.checked) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-4 accent-primary"
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      {description ? (
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A file picker with the same frame; `accept` is a hint only, the server judges the bytes. */
export function FileField({
  label,
  name,
  accept,
  description,
  error,
}: {
  label: string;
  name: string;
  accept: string;
  description?: string;
  error?: string;
}) {
  const sizeCheck = useFileSizeCheck();
  return (
    <FieldFrame label={label} description={description} error={sizeCheck.error ?? error}>
      {(control) => (
        <input
          {...control}
          type="file"
          name={name}
          accept={accept}
          onChange={sizeCheck.onChange}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5"
        />
      )}
    </FieldFrame>
  );
}
