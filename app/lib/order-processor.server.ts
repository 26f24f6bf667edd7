import { messages } from "#common/messages";
import type { Actor } from "#server/modules/identity/actor";
import { canProcessOrders } from "#server/modules/orders/confirm-bank-transfer";
import { data, type RouterContextProvider } from "react-router";
import { requireActor } from "./route-context.server";

/**
 * The back office's order pages are for whoever may process orders (admins: orders:manage, staff:
 * orders:process), whatever the route table says (defence in depth); the commands check it again.
 */
export function requireOrderProcessor(context: Readonly<RouterContextProvider>): Actor {
  const actor = requireActor(context);
  if (!canProcessOrders(actor)) throw data({ message: messages.access.requiredPermission }, { status: 403 });
  return actor;
}
