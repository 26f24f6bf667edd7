import { messages } from "#common/messages";
import { requestContext, type RequestContext } from "#server/context";
import { isAppError } from "#server/lib/errors";
import type { Actor } from "#server/modules/identity/actor";
import type { Logger } from "pino";
import { data, type RouterContextProvider } from "react-router";

/** The request's services and actor, as the Hono server put them in. */
export function ctx(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext);
}

/** The actor of a page behind the access gate; the gate already sent anonymous visitors to login. */
export function requireActor(context: Readonly<RouterContextProvider>): Actor {
  const { actor } = ctx(context);
  if (!actor) throw data({ message: messages.auth.loginRequiredShort }, { status: 401 });
  return actor;
}

/** For pages only an admin may use, whatever the route table says (defence in depth). */
export function requireAdmin(context: Readonly<RouterContextProvider>): Actor {
  const actor = requireActor(context);
  if (actor.role !== "admin") throw data({ message: messages.access.adminRequired }, { status: 403 });
  return actor;
}

export interface FormFailure {
  ok: false;
  formError?: string;
  fieldErrors?: Record<string, string>;
  /** What the person typed (never passwords), so the form keeps it. */
  values: Record<string, string>;
}

/**
 * Turns a failure into a form response with the input kept. An unexpected error is rethrown to the
 * error screen, unless the form has its own fallback message (such as "Failed to sign in").
 */
export function formFailure(
  error: unknown,
  values: Record<string, string>,
  fallback?: { message: string; logger: Logger },
) {
  if (!isAppError(error)) {
    if (!fallback) throw error;
    fallback.logger.error({ err: error }, "form action failed");
    const body: FormFailure = { ok: false, formError: fallback.message, values };
    return data(body, { status: 500 });
  }
  const hasFields = error.fieldErrors && Object.keys(error.fieldErrors).length > 0;
  const body: FormFailure = {
    ok: false,
    formError: hasFields ? undefined : error.message,
    fieldErrors: error.fieldErrors,
    values,
  };
  const headers: HeadersInit = error.retryAfterSeconds
    ? { "Retry-After": String(error.retryAfterSeconds) }
    : {};
  return data(body, { status: error.status, headers });
}

/** Reads string fields from a form, leaving out passwords so they are never echoed back. */
export function formValues(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? "")]));
}
