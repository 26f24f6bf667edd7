import { useRef, useState } from "react";
import { useFileSizeCheck } from "~/lib/use-file-size-check";
import { FieldFrame } from "~/components/ui/field";
import { Button } from "~/components/ui/button";

/**
 * One paper of the application: a file picker that refuses a file over the size limit at once, and a
 * button that takes a chosen file off again (shown once a file is chosen, so only where scripts run). The server judges every file.
 */
export function DocumentInput({
  label,
  name,
  accept,
  error,
  required,
  removeLabel,
}: {
  label: string;
  name: string;
  accept: string;
  error?: string;
  required?: boolean;
  removeLabel: string;
}) {
  const sizeCheck = useFileSizeCheck();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(false);
  return (
    <FieldFrame label={label} required={required} error={sizeCheck.error ?? error}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-2">
          <input
            {...control}
            ref={input}
            type="file"
            name={name}
            accept={accept}
            onChange={(event) => {
              sizeCheck.onChange(event);
              setChosen(Boolean(event.currentTarget.value));
            }}
            className="block min-w-0 flex-1 text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5"
          />
          {chosen ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${removeLabel}: ${label}`}
              onClick={() => {
                if (input.current) input.current.value = "";
                setChosen(false);
              }}
            >
              {removeLabel}
            </Button>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}
