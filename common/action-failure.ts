/**
 * What every page action answers when it refuses or fails, so every form and button reads one shape.
 * `message` is the failure's sentence, `fieldErrors` a sentence per field the person can correct, and
 * `values` what they typed (never passwords) so the form keeps it.
 */
export interface ActionFailure {
  ok: false;
  /** The failure's kind from the server's closed list of error codes; INTERNAL when something broke. */
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

/**
 * The sentence a form shows above its fields: none when the fields carry their own messages, since
 * the person sees each one beside what they have to change.
 */
export function formMessage(failure: ActionFailure | null | undefined): string | undefined {
  if (!failure) return undefined;
  const hasFieldErrors = !!failure.fieldErrors && Object.keys(failure.fieldErrors).length > 0;
  return hasFieldErrors ? undefined : failure.message;
}
