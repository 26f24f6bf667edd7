import { messages } from "#common/messages";
import type { Actor } from "#server/modules/identity/actor";
import { type OwnedStore, storeOfUser } from "#server/modules/vendors/vendors.queries";
import { data, type RouterContextProvider } from "react-router";
import { ctx, requireActor } from "./route-context.server";

/**
 * The signed-in vendor and the store they own, for every page of the vendor area. The access gate
 * has let only vendors (and admins) in; someone without a store is refused here. Every query and
 * command of the vendor area takes `store.id` from this, never from the request.
 */
export async function requireVendor(
  context: Readonly<RouterContextProvider>,
): Promise<{ actor: Actor; store: OwnedStore }> {
  const actor = requireActor(context);
  const store = await storeOfUser(ctx(context).db, { userId: actor.userId });
  if (!store) throw data({ message: messages.access.noStoreYet }, { status: 403 });
  return { actor, store };
}
