import { messages } from "#common/messages";
import type { Actor } from "#server/modules/identity/actor";
import { data, type RouterContextProvider } from "react-router";
import { requireActor } from "./route-context.server";

/**
 * The back office's corporate account pages are for people who may view buyer accounts (staff with
 * `users:view`, admins with `users:manage`), whatever the route table says (defence in depth).
 * `canDecide` only shows or hides the edit link: the flow itself refuses anyone but an admin.
 */
export function requireCorporateViewer(context: Readonly<RouterContextProvider>): {
  actor: Actor;
  canDecide: boolean;
} {
  const actor = requireActor(context);
  const canView = actor.permissions.includes("users:view") || actor.permissions.includes("users:manage");
  if (!canView) throw data({ message: messages.access.requiredPermission }, { status: 403 });
  return { actor, canDecide: actor.role === "admin" };
}
