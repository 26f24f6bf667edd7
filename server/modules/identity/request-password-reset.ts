import { resetPasswordPath } from "#common/paths";
import { messages } from "#common/messages";
import { forgotPasswordSchema } from "#common/schemas/auth";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";
import type { Auth } from "./auth";
import { authLimits } from "./auth-limits";
import type { ClientInfo } from "./client-info";
import { clientHeaders } from "./sign-in";

/**
 * Mails a reset link when the account exists. The answer is the same whether it exists or not,
 * and an account over its hourly limit silently gets no further mail.
 */
export async function requestPasswordReset(
  db: Db,
  { auth, input, client }: { auth: Auth; input: unknown; client: ClientInfo },
) {
  const { email } = parseInput(forgotPasswordSchema, input);
  const perClient = await hitRateLimit(db, authLimits.resetClient(client.ip));
  if (!perClient.allowed) throw new AppError("RATE_LIMITED", { message: messages.auth.tooManyAttempts });
  const perAccount = await hitRateLimit(db, authLimits.resetAccount(email));
  if (perAccount.allowed) {
    await auth.api.requestPasswordReset({
      body: { email, redirectTo: resetPasswordPath },
      headers: clientHeaders(client),
    });
  }
  return { message: messages.auth.resetRequested };
}
