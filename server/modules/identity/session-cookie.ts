/** Better Auth's cookies carry our prefix; in secure mode they are also prefixed "__Secure-". */
const sessionCookiePattern = /(?:^|;\s*)((?:__Secure-)?sab\.session_(?:token|data))=/g;

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && /(?:^|;\s*)(?:__Secure-)?sab\.session_token=/.test(cookieHeader);
}

/**
 * How the request's session cookie came: "secure" with the "__Secure-" prefix (browsers keep such a
 * cookie only when it was set with the Secure flag over HTTPS), "plain" without it, or "none".
 */
export function sessionCookieKind(cookieHeader: string | undefined): "secure" | "plain" | "none" {
  if (!cookieHeader) return "none";
  if (/(?:^|;\s*)__Secure-sab\.session_token=/.test(cookieHeader)) return "secure";
  return /(?:^|;\s*)sab\.session_token=/.test(cookieHeader) ? "plain" : "none";
}

/** Cookies that remove a dead session from the browser, so the expiry notice shows once. */
export function expiredSessionCookies(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  return [...cookieHeader.matchAll(sessionCookiePattern)].map(([, name]) => {
    const secure = name!.startsWith("__Secure-") ? "; Secure" : "";
    return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
  });
}
