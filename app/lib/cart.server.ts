import type { RequestContext } from "#server/context";
import { guestCartCookie } from "#server/modules/cart/guest-cart-cookie";

/** The Set-Cookie a guest needs after their first add created their cart; nothing otherwise. */
export function newGuestCartHeaders({ cartOwner, env }: RequestContext, result: { cartId: string; createdCart: boolean }): HeadersInit | undefined {
  if (cartOwner.kind !== "guest" || !result.createdCart) return undefined;
  return { "Set-Cookie": guestCartCookie(result.cartId, { secret: env.AUTH_SECRET, secure: env.APP_URL.startsWith("https://") }) };
}
