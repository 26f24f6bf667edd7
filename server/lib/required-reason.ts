import { messages } from "#common/messages";
import { AppError } from "./errors";

/** The longest reason an admin may give for a decision (it goes into a notification and an e-mail). */
export const decisionReasonMaxLength = 1000;

/**
 * A reason an admin must give for a decision (a rejection, a suspension): trimmed, required and
 * bounded. A refusal is VALIDATION on the `reason` field, so the form keeps what was typed.
 */
export function requiredReason(
  value: unknown,
  missing: string = messages.adminVendors.reasonRequired,
): string {
  const reason = typeof value === "string" ? value.trim() : "";
  if (!reason) throw new AppError("VALIDATION", { fieldErrors: { reason: missing } });
  if (reason.length > decisionReasonMaxLength)
    throw new AppError("VALIDATION", {
      fieldErrors: { reason: messages.adminVendors.reasonTooLong(decisionReasonMaxLength) },
    });
  return reason;
}
