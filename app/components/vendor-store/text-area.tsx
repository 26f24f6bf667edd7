import { FieldFrame, inputClassName } from "~/components/ui/field";

/** A multi-line field with a label, an optional hint and its error, for the vendor's store forms. */
export function LongTextField({
  label,
  name,
  defaultValue,
  description,
  error,
  rows = 5,
  maxLength,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  description?: string;
  error?: string;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <FieldFrame label={label} description={description} error={error}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          defaultValue={defaultValue}
          rows={rows}
          maxLength={maxLength}
          className={inputClassName}
        />
      )}
    </FieldFrame>
  );
}
