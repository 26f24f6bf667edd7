import { createHmac, timingSafeEqual } from "node:crypto";

/** One cookie's value from a Cookie header, or null. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  return (
    cookieHeader
      ?.split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name}=`))
      ?.slice(name.length + 1) ?? null
  );
}

function signature(secret: string, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}

/**
 * `value.signature`, an HMAC over the purpose and the value, so a cookie cannot be forged, edited
 * or carried over to another use. The value itself stays readable by the browser; the purpose may
 * bind it to something the cookie does not show (an account's e-mail).
 */
export function signedValue(value: string, { secret, purpose }: { secret: string; purpose: string }): string {
  return `${value}.${signature(secret, purpose, value)}`;
}

/** The value of a `value.signature` pair when the signature is right for this purpose, else null. */
export function verifiedValue(
  signed: string | null | undefined,
  { secret, purpose }: { secret: string; purpose: string },
): string | null {
  const dot = signed?.lastIndexOf(".") ?? -1;
  if (!signed || dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(signature(secret, purpose, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
