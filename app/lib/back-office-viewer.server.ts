import { messages } from "#common/messages";
import type { Actor } from "#server/modules/identity/actor";
import { data, type RouterContextProvider } from "react-router";
import { requireActor } from "./route-context.server";

/**
 * A back-office page of one area (users, vendors, products) is for people who may view it (staff
 * with `<area>:view`, admins with `<area>:manage`), whatever the route table says (defence in depth).
 * `canDecide` only shows or hides the forms that change something: the commands themselves refuse
 * anyone but an admin.
 */
export function requireBackOfficeViewer(
  context: Readonly<RouterContextProvider>,
  area: "users" | "vendors" | "products",
): { actor: Actor; canDecide: boolean } {
  const actor = requireActor(context);
  const canView = actor.permissions.includes(`${area}:view`) || actor.permissions.includes(`${area}:manage`);
  if (!canView) throw data({ message: messages.access.requiredPermission }, { status: 403 });
  return { actor, canDecide: actor.role === "admin" };
}
