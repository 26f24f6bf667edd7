import { messages } from "#common/messages";
import { resetPasswordSchema } from "#common/schemas/auth";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { recordAudit } from "../audit/record-audit";
import { betterAuthErrorCode } from "./api-error";
import type { Auth } from "./auth";
import type { ClientInfo } from "./client-info";

/** Sets the new password for a valid reset token and ends every session of that account. */
export async function resetPassword(db: Db, { auth, input, client }: { auth: Auth; input: unknown; client: ClientInfo }) {
  const { token, password } = parseInput(resetPasswordSchema, input);
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (betterAuthErrorCode(error) === null) throw error;
    throw new AppError("VALIDATION", { message: messages.auth.resetLinkInvalid, cause: error });
  }
  await recordAudit(db, { action: "auth.password_reset", resource: "user", ipAddress: client.ip });
  return { message: messages.auth.resetSuccess };
}
