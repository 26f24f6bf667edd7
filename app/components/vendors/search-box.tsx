import { Search } from "lucide-react";
import { useId, useRef } from "react";
import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import { useQueryForm } from "~/lib/use-query-form";

/**
 * A one-field GET search form (`q`) for the current page. Without JavaScript, Search submits it;
 * with it, typing applies after a 300 ms pause once the text is empty or at least `minLength`
 * characters (shorter text is left for the server to explain). `hidden` fields travel along.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  minLength = 1,
  hidden = {},
  hint,
}: {
  label: string;
  placeholder: string;
  value: string;
  minLength?: number;
  hidden?: Record<string, string>;
  /** A message under the field, e.g. "Please enter at least 2 characters to search". */
  hint?: string | null;
}) {
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { apply, applyLater, cancel } = useQueryForm(formRef, new URLSearchParams({ q: value }).toString());
  const id = useId();
  const hintId = `${id}-hint`;

  return (
    <Form
      ref={formRef}
      method="get"
      action={location.pathname}
      role="search"
      aria-label={label}
      onChange={(event) => {
        const length =
          (event.currentTarget.elements.namedItem("q") as HTMLInputElement | null)?.value.trim().length ?? 0;
        if (length === 0 || length >= minLength) applyLater(event.currentTarget);
        else cancel();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="space-y-1.5"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={id}
            type="search"
            name="q"
            defaultValue={value}
            maxLength={100}
            placeholder={placeholder}
            aria-describedby={hint ? hintId : undefined}
            className={`${inputClassName} pl-9`}
          />
        </div>
        {Object.entries(hidden).map(([name, hiddenValue]) => (
          <input key={name} type="hidden" name={name} value={hiddenValue} />
        ))}
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </Form>
  );
}
