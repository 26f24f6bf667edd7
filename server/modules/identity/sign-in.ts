import { authCallbackPath } from "#common/paths";
import { safeReturnPath } from "#common/access";
import { messages } from "#common/messages";
import { dashboardPathFor, effectiveRole } from "#common/roles";
import { signInSchema } from "#common/schemas/auth";
import type { Db } from "#db/client";
import { profiles, sessions } from "#db/schema";
import { clientNetwork } from "#server/lib/client-network";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import { clearRateLimits, hitRateLimit, secondsUntilAllowed } from "../rate-limit/hit-rate-limit";
import { betterAuthErrorCode } from "./api-error";
import type { Auth } from "./auth";
import { authLimits } from "./auth-limits";
import type { ClientInfo } from "./client-info";
import { deviceCookie, trustedDeviceId } from "./device-cookie";

export interface SignInOptions {
  auth: Auth;
  input: unknown;
  client: ClientInfo;
  companyDomains: readonly string[];
  returnTo?: string | null;
  /** The request's Cookie header: a device cookie in it marks the owner's own browser. */
  cookieHeader?: string | null;
  /**
   * The back office's own sign-in (/admin/login): only admins and staff (their effective role) get
   * in. Anyone else with the right password is refused with the spec's access message, and the
   * session just made for them is ended, so they are not left signed in.
   */
  backOfficeOnly?: boolean;
}

/**
 * Checks the limits, signs in through Better Auth and audits the outcome. Returns the cookies to
 * set (the session, and the device cookie that trusts this browser for the account) and where the
 * person goes next: the page that asked for login, else their dashboard.
 */
export async function signIn(
  db: Db,
  { auth, input, client, companyDomains, returnTo, cookieHeader, backOfficeOnly = false }: SignInOptions,
) {
  const { email, password } = parseInput(signInSchema, input);
  const secret = auth.options.secret;
  const deviceId = trustedDeviceId(cookieHeader, { email, secret });
  // The owner's browser answers for its own failures; any other browser for the account's and the address's.
  const failureRules = deviceId
    ? [authLimits.signInDeviceFailures(deviceId)]
    : [
        ...authLimits.signInUntrustedAccountFailures(email),
        ...authLimits.signInUntrustedAddressFailures(client.ip),
      ];

  const debounceRule = authLimits.signInDebounce(deviceId ?? clientNetwork(client.ip), email);
  const debounce = await hitRateLimit(db, debounceRule);
  if (!debounce.allowed)
    throw new AppError("RATE_LIMITED", {
      message: messages.auth.loginTooQuick,
      retryAfterSeconds: debounceRule.windowSeconds,
    });
  const wait = await secondsUntilAllowed(db, failureRules);
  if (wait > 0)
    throw new AppError("RATE_LIMITED", { message: messages.auth.tooManyAttempts, retryAfterSeconds: wait });

  let result;
  try {
    result = await auth.api.signInEmail({
      body: { email, password, callbackURL: authCallbackPath },
      headers: clientHeaders(client),
      returnHeaders: true,
    });
  } catch (error) {
    const code = betterAuthErrorCode(error);
    if (code === null) throw error;
    for (const rule of failureRules) await hitRateLimit(db, rule);
    await recordAudit(db, {
      action: "auth.sign_in_failed",
      resource: "session",
      ipAddress: client.ip,
      details: { email, reason: code },
    });
    if (code === "EMAIL_NOT_VERIFIED")
      throw new AppError("FORBIDDEN", { message: messages.auth.emailNotVerified });
    throw new AppError("UNAUTHENTICATED", { message: messages.auth.invalidCredentials });
  }

  const user = result.response.user;
  const [profile] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, user.id))
    .limit(1);
  const role = profile ? effectiveRole(profile.role, user.email, companyDomains) : null;
  if (backOfficeOnly && role !== "admin" && role !== "staff") {
    await db.delete(sessions).where(eq(sessions.token, result.response.token));
    await recordAudit(db, {
      action: "auth.back_office_refused",
      resource: "session",
      userId: user.id,
      ipAddress: client.ip,
      details: { email, role },
    });
    throw new AppError("FORBIDDEN", { message: messages.errors.accessDenied });
  }
  await clearRateLimits(db, [
    ...authLimits.signInUntrustedAccountFailures(email),
    ...(deviceId ? [authLimits.signInDeviceFailures(deviceId)] : []),
  ]);
  await recordAudit(db, {
    action: "auth.sign_in",
    resource: "session",
    userId: user.id,
    ipAddress: client.ip,
    details: { email },
  });
  const setCookies = [
    ...result.headers.getSetCookie(),
    deviceCookie({ deviceId, email, secret, secure: auth.options.advanced.useSecureCookies }),
  ];
  // When the role cannot be read the person still gets in, but lands on the home page.
  if (!role) return { setCookies, redirectTo: "/", roleLookupFailed: true };
  return {
    setCookies,
    redirectTo: safeReturnPath(returnTo) ?? dashboardPathFor(role),
    roleLookupFailed: false,
  };
}

export function clientHeaders(client: ClientInfo): Headers {
  const headers = new Headers({ "x-forwarded-for": client.ip });
  if (client.userAgent) headers.set("user-agent", client.userAgent);
  return headers;
}
