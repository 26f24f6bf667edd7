import { messages } from "#common/messages";
import { resetPasswordSchema } from "#common/schemas/auth";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { betterAuthErrorCode } from "./api-error";
import type { Auth } from "./auth";

/**
 * Sets the new password for a valid reset token and ends every session of that account (audited in auth.ts).
 */
export async function resetPassword(_db: Db, { auth, input }: { auth: Auth; input: unknown }) {
  const { token, password } = parseInput(resetPasswordSchema, input);
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (betterAuthErrorCode(error) === null) throw error;
    throw new AppError("VALIDATION", { message: messages.auth.resetLinkInvalid, cause: error });
  }
  return { message: messages.auth.resetSuccess };
}
