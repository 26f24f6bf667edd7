import { safeReturnPath } from "#common/access";
import { messages } from "#common/messages";
import { dashboardPathFor, effectiveRole } from "#common/roles";
import { signInSchema } from "#common/schemas/auth";
import type { Db } from "#db/client";
import { profiles } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import { clearRateLimit, hitRateLimit, isRateLimited } from "../rate-limit/hit-rate-limit";
import { betterAuthErrorCode } from "./api-error";
import type { Auth } from "./auth";
import { authLimits } from "./auth-limits";
import type { ClientInfo } from "./client-info";

export interface SignInOptions {
  auth: Auth;
  input: unknown;
  client: ClientInfo;
  companyDomains: readonly string[];
  returnTo?: string | null;
}

/**
 * Checks the limits, signs in through Better Auth and audits the outcome. Returns the session
 * cookie to set and where the person goes next: the page that asked for login, else their dashboard.
 */
export async function signIn(db: Db, { auth, input, client, companyDomains, returnTo }: SignInOptions) {
  const { email, password } = parseInput(signInSchema, input);

  const debounce = await hitRateLimit(db, authLimits.signInDebounce(client.ip, email));
  if (!debounce.allowed) throw new AppError("RATE_LIMITED", { message: messages.auth.loginTooQuick });
  const locked =
    (await isRateLimited(db, authLimits.signInAccountFailures(email))) ||
    (await isRateLimited(db, authLimits.signInClientFailures(client.ip)));
  if (locked) throw new AppError("RATE_LIMITED", { message: messages.auth.tooManyAttempts });

  let result;
  try {
    result = await auth.api.signInEmail({
      body: { email, password, callbackURL: "/auth/callback" },
      headers: clientHeaders(client),
      returnHeaders: true,
    });
  } catch (error) {
    const code = betterAuthErrorCode(error);
    if (code === null) throw error;
    await hitRateLimit(db, authLimits.signInAccountFailures(email));
    await hitRateLimit(db, authLimits.signInClientFailures(client.ip));
    await recordAudit(db, { action: "auth.sign_in_failed", resource: "session", ipAddress: client.ip, details: { email, reason: code } });
    if (code === "EMAIL_NOT_VERIFIED") throw new AppError("FORBIDDEN", { message: messages.auth.emailNotVerified });
    throw new AppError("UNAUTHENTICATED", { message: messages.auth.invalidCredentials });
  }

  const user = result.response.user;
  await clearRateLimit(db, authLimits.signInAccountFailures(email).key);
  await recordAudit(db, { action: "auth.sign_in", resource: "session", userId: user.id, ipAddress: client.ip, details: { email } });
  const [profile] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, user.id)).limit(1);
  const setCookies = result.headers.getSetCookie();
  // Spec 1 §2.3: when the role cannot be read the person still gets in, but lands on the home page.
  if (!profile) return { setCookies, redirectTo: "/", roleLookupFailed: true };
  const role = effectiveRole(profile.role, user.email, companyDomains);
  return { setCookies, redirectTo: safeReturnPath(returnTo) ?? dashboardPathFor(role), roleLookupFailed: false };
}

export function clientHeaders(client: ClientInfo): Headers {
  const headers = new Headers({ "x-forwarded-for": client.ip });
  if (client.userAgent) headers.set("user-agent", client.userAgent);
  return headers;
}
