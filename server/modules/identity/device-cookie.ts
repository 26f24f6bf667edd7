import { randomBytes } from "node:crypto";
import { cookieValue, signedValue, verifiedValue } from "#server/lib/signed-cookie";

/**
 * OWASP's "device cookie": a browser that has signed in to an account gets a long-lived cookie
 * signed for that account, so failures from browsers without one (strangers, password guessers)
 * can be throttled without ever refusing the owner's own browser. The cookie holds a random
 * device id signed together with the account's e-mail; the e-mail itself is not in it. One
 * account per browser: signing in to another account there moves the trust to that one.
 */
const cookieName = "sab.device";
const maxAgeSeconds = 365 * 24 * 60 * 60;
const purposeFor = (email: string) => `device:${email}`;

/** The device id when the Cookie header carries a device cookie signed for this e-mail, else null. */
export function trustedDeviceId(
  cookieHeader: string | null | undefined,
  { email, secret }: { email: string; secret: string },
): string | null {
  return verifiedValue(cookieValue(cookieHeader, cookieName), { secret, purpose: purposeFor(email) });
}

/** The Set-Cookie line that trusts this browser for the account; an already trusted browser keeps its id. */
export function deviceCookie({
  deviceId,
  email,
  secret,
  secure,
}: {
  deviceId: string | null;
  email: string;
  secret: string;
  secure: boolean;
}): string {
  const value = signedValue(deviceId ?? randomBytes(16).toString("base64url"), {
    secret,
    purpose: purposeFor(email),
  });
  return `${cookieName}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
