import { safeReturnPath } from "#common/access";
import { authCallbackPathFor } from "#common/paths";
import { messages } from "#common/messages";
import { signUpSchema } from "#common/schemas/auth";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { recordAudit } from "../audit/record-audit";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";
import { betterAuthErrorCode } from "./api-error";
import type { Auth } from "./auth";
import { authLimits } from "./auth-limits";
import type { ClientInfo } from "./client-info";
import { clientHeaders } from "./sign-in";

/**
 * Creates the account and mails the confirmation link to /auth/callback, which goes on to `returnTo`
 * when it is a same-site path (else to the person's dashboard). An e-mail that is
 * already registered gets the same answer (Better Auth's enumeration protection), so the form
 * never tells a stranger who has an account. Limited per address and e-mail domain, per address
 * (a higher ceiling: thousands of newcomers may share a mobile carrier's address) and per e-mail.
 */
export async function signUp(
  db: Db,
  {
    auth,
    input,
    client,
    returnTo = null,
  }: { auth: Auth; input: unknown; client: ClientInfo; returnTo?: string | null },
) {
  const { fullName, email, password } = parseInput(signUpSchema, input);
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const perDomain = await hitRateLimit(db, authLimits.signUpAddressDomain(client.ip, domain));
  const perAddress = await hitRateLimit(db, authLimits.signUpAddress(client.ip));
  const perAccount = await hitRateLimit(db, authLimits.signUpAccount(email));
  if (!perDomain.allowed || !perAddress.allowed || !perAccount.allowed)
    throw new AppError("RATE_LIMITED", { message: messages.auth.signUpRateLimited });
  try {
    await auth.api.signUpEmail({
      body: { email, password, name: fullName, callbackURL: authCallbackPathFor(safeReturnPath(returnTo)) },
      headers: clientHeaders(client),
    });
    await recordAudit(db, {
      action: "auth.sign_up",
      resource: "user",
      userId: null,
      ipAddress: client.ip,
      details: { email },
    });
  } catch (error) {
    if (betterAuthErrorCode(error) === null) throw error;
    throw new AppError("VALIDATION", { message: messages.auth.signUpFailed, cause: error });
  }
  return { message: messages.auth.signUpSuccess };
}
