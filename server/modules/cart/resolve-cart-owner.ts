import type { Db } from "#db/client";
import type { Logger } from "pino";
import type { Actor } from "../identity/actor";
import type { CartOwner } from "./cart-owner";
import { guestCartIdFrom } from "./guest-cart-cookie";
import { mergeGuestCart } from "./merge-guest-cart";

export interface ResolvedCartOwner {
  owner: CartOwner;
  /** Lines merged from a guest cart on this request, for the '{n} items merged into your cart' toast. */
  merged: number;
  /** The guest cookie is spent and should be removed. */
  clearGuestCookie: boolean;
}

/**
 * Whose cart this request uses. The first request that carries both a session and a guest cart
 * cookie merges the guest cart, whichever way the person signed in (form, API or e-mail link).
 * A failed merge is logged and retried on the next request; the guest's lines are not lost.
 */
export async function resolveCartOwner(
  db: Db,
  {
    actor,
    cookieHeader,
    secret,
    logger,
  }: { actor: Actor | null; cookieHeader: string | undefined; secret: string; logger: Logger },
): Promise<ResolvedCartOwner> {
  const guestCartId = guestCartIdFrom(cookieHeader, secret);
  if (!actor) return { owner: { kind: "guest", cartId: guestCartId }, merged: 0, clearGuestCookie: false };
  const owner: CartOwner = { kind: "user", userId: actor.userId };
  if (!guestCartId) return { owner, merged: 0, clearGuestCookie: false };
  try {
    const { merged } = await mergeGuestCart(db, { guestCartId, userId: actor.userId });
    return { owner, merged, clearGuestCookie: true };
  } catch (error) {
    logger.error({ err: error, userId: actor.userId }, "guest cart merge failed");
    return { owner, merged: 0, clearGuestCookie: false };
  }
}
