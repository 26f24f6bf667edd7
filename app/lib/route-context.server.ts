import { messages } from "#common/messages";
import { requestContext, type RequestContext } from "#server/context";
import type { Actor } from "#server/modules/identity/actor";
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

/** Reads string fields from a form, leaving out passwords so they are never echoed back. */
export function formValues(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? "")]));
}
