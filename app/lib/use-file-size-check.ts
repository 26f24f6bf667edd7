import { type ChangeEvent, useState } from "react";
import { en } from "#common/i18n/en";
import { maxUploadBytes } from "#common/request-limits";

/**
 * Refuses a file over the upload limit as soon as it is chosen and takes it off the input, so the
 * form is never sent with it: the server would answer such a body 413 before any action saw it.
 * The server checks again; this only spares the wait and keeps the rest of the form as it is.
 */
export function useFileSizeCheck() {
  const [error, setError] = useState<string | undefined>(undefined);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const tooLarge = [...(event.currentTarget.files ?? [])].some((file) => file.size > maxUploadBytes);
    if (tooLarge) event.currentTarget.value = "";
    setError(tooLarge ? en.errors.fileTooLarge : undefined);
  };
  return { error, onChange };
}
