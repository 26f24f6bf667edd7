import type { RequestContext } from "#server/context";
import { guestCartCookie } from "#server/modules/cart/guest-cart-cookie";

/**
 * After a guest's first add created their cart: the Set-Cookie that hands it to the browser. The
 * request's owner is updated too, because the loaders that run after the action in this same
 * request (the cart page without JavaScript, the header count) must see the new cart.
 */
export function newGuestCartHeaders(
  context: RequestContext,
  result: { cartId: string; createdCart: boolean },
): HeadersInit | undefined {
  if (context.cartOwner.kind !== "guest" || !result.createdCart) return undefined;
  context.cartOwner = { kind: "guest", cartId: result.cartId };
  const { env } = context;
  return {
    "Set-Cookie": guestCartCookie(result.cartId, {
      secret: env.AUTH_SECRET,
      secure: env.APP_URL.startsWith("https://"),
    }),
  };
}
