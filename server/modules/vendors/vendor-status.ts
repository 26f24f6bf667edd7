import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";

/** A store is active (buyers see it and its products) or suspended by an admin (hidden from buyers). */
export type VendorStatus = "active" | "suspended";

export function vendorStatusOf(vendor: { isActive: boolean }): VendorStatus {
  return vendor.isActive ? "active" : "suspended";
}

const allowedTransitions: Record<VendorStatus, VendorStatus> = { active: "suspended", suspended: "active" };
const actionNames: Record<VendorStatus, string> = { active: "reinstated", suspended: "suspended" };

/** The one gate for suspending and reinstating: only active → suspended and suspended → active. */
export function assertVendorTransition(from: VendorStatus, to: VendorStatus): void {
  if (allowedTransitions[from] !== to)
    throw new AppError("CONFLICT", {
      message: messages.adminVendors.vendorTransition(from, actionNames[to]),
    });
}
