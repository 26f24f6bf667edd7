import { messages } from "#common/messages";
import type { VendorApplicationStatus } from "#db/schema";
import { AppError } from "#server/lib/errors";

/** Every move an application may make; anything else is refused (see the README's state machine). */
const allowedTransitions: Record<VendorApplicationStatus, readonly VendorApplicationStatus[]> = {
  draft: ["pending"],
  pending: ["approved", "rejected"],
  approved: [],
  rejected: ["pending"],
};

const actionNames: Record<VendorApplicationStatus, string> = {
  draft: "reopened",
  pending: "submitted",
  approved: "approved",
  rejected: "rejected",
};

/**
 * The one gate every status change of an application goes through. A refused move is a CONFLICT:
 * someone else decided first (or the applicant has not submitted), so the caller reloads.
 */
export function assertApplicationTransition(
  from: VendorApplicationStatus,
  to: VendorApplicationStatus,
): void {
  if (!allowedTransitions[from].includes(to))
    throw new AppError("CONFLICT", {
      message: messages.adminVendors.applicationTransition(from, actionNames[to]),
    });
}
