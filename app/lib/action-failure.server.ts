import type { ActionFailure } from "#common/action-failure";
import { errorCodes, isAppError } from "#server/lib/errors";
import type { Logger } from "pino";
import { data } from "react-router";

/**
 * Turns what a server function threw into the page's failure data, with the error's status (and
 * Retry-After when it says when to try again). An error that is not an AppError is a bug: it goes on
 * to the error page, unless the form has its own sentence for it (`unexpected`), in which case it is
 * logged and answered with that sentence and status 500, so the person can try again in place.
 */
export function actionFailure<Extra extends object = object>(
  error: unknown,
  options: {
    /** What was typed, so the form keeps it. */
    values?: Record<string, string>;
    /** The sentence this form shows for any failure, whatever the error says. */
    message?: string;
    /** For an unexpected error: its sentence (else `message`, else the generic one) and where to log it. */
    unexpected?: { message?: string; logger: Logger; context?: Record<string, unknown> };
    /** What the page needs to place the failure (the order or step it belongs to). */
    extra?: Extra;
  } = {},
) {
  const { values, message, unexpected, extra } = options;
  if (!isAppError(error)) {
    if (!unexpected) throw error;
    unexpected.logger.error({ err: error, ...unexpected.context }, "page action failed");
    const body: ActionFailure & Extra = {
      ...(extra as Extra),
      ok: false,
      code: "INTERNAL",
      message: message ?? unexpected.message ?? errorCodes.INTERNAL.message,
      values,
    };
    return data(body, { status: 500 });
  }
  const body: ActionFailure & Extra = {
    ...(extra as Extra),
    ok: false,
    code: error.code,
    message: message ?? error.message,
    fieldErrors: error.fieldErrors,
    values,
  };
  const headers: HeadersInit = error.retryAfterSeconds
    ? { "Retry-After": String(error.retryAfterSeconds) }
    : {};
  return data(body, { status: error.status, headers });
}
