import { supportMessages } from "#common/i18n/support";
import { isSupportAgent } from "#common/support";
import type { Actor } from "#server/modules/identity/actor";
import { data, type RouterContextProvider } from "react-router";
import { requireActor } from "./route-context.server";

/**
 * The support inbox's pages are the support team's (admins and staff), whatever the route table says
 * (defence in depth); the commands check the same rule again.
 */
export function requireSupportAgent(context: Readonly<RouterContextProvider>): Actor {
  const actor = requireActor(context);
  if (!isSupportAgent(actor.role)) throw data({ message: supportMessages.agentsOnly }, { status: 403 });
  return actor;
}
