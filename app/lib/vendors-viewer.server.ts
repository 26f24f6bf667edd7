import { messages } from "#common/messages";
import type { Actor } from "#server/modules/identity/actor";
import { data, type RouterContextProvider } from "react-router";
import { requireActor } from "./route-context.server";

/**
 * The back office's vendor pages are for people who may view vendors (staff and admins), whatever
 * the route table says (defence in depth). `canDecide` only shows or hides the decision forms: the
 * commands themselves refuse anyone but an admin.
 */
export function requireVendorsViewer(context: Readonly<RouterContextProvider>): {
  actor: Actor;
  canDecide: boolean;
} {
  const actor = requireActor(context);
  const canView = actor.permissions.includes("vendors:view") || actor.permissions.includes("vendors:manage");
  if (!canView) throw data({ message: messages.access.requiredPermission }, { status: 403 });
  return { actor, canDecide: actor.role === "admin" };
}
