import { cookieValue, signedValue, verifiedValue } from "#server/lib/signed-cookie";

/**
 * A guest's cart lives on the server; the browser keeps only its id, signed so nobody can reach
 * another guest's cart by guessing or editing the cookie (issue 4: works without JavaScript,
 * survives reloads).
 */
const guestCartCookieName = "sab_cart";
/** The cookie lives this long from the cart's creation; the cart cannot be reached after it. */
export const guestCartCookieMaxAgeSeconds = 60 * 60 * 24 * 30;

const purpose = "guest-cart";

/** The Set-Cookie header that hands a guest their cart. */
export function guestCartCookie(
  cartId: string,
  { secret, secure }: { secret: string; secure: boolean },
): string {
  return `${guestCartCookieName}=${signedValue(cartId, { secret, purpose })}; Path=/; Max-Age=${guestCartCookieMaxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearGuestCartCookie({ secure }: { secure: boolean }): string {
  return `${guestCartCookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The guest cart id in a Cookie header, or null when there is none or its signature is wrong. */
export function guestCartIdFrom(cookieHeader: string | null | undefined, secret: string): string | null {
  return verifiedValue(cookieValue(cookieHeader, guestCartCookieName), { secret, purpose });
}

/**
 * When the merge happened on a request that answered with a redirect (the e-mail confirmation link,
 * a sign-in form), the count rides to the next page in this short cookie so its toast still shows.
 */
const mergedNoticeCookieName = "sab_cart_merged";

export function mergedNoticeCookie(merged: number, { secure }: { secure: boolean }): string {
  return `${mergedNoticeCookieName}=${merged}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearMergedNoticeCookie({ secure }: { secure: boolean }): string {
  return `${mergedNoticeCookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The carried count, or 0. Only a small whole number is believed: the cookie can show nothing but the merge
 * message.
 */
export function mergedNoticeFrom(cookieHeader: string | null | undefined): number {
  const value = cookieValue(cookieHeader, mergedNoticeCookieName);
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 0;
}
