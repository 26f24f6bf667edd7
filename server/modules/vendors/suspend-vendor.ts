import type { Db } from "#db/client";
import { vendors } from "#db/schema";
import { requiredReason } from "#server/lib/required-reason";
import { messages } from "#common/messages";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { lockVendor } from "./lock-vendor.queries";
import { assertVendorTransition, vendorStatusOf } from "./vendor-status";

/**
 * An admin suspends a store, with a reason: buyers no longer see it or its products (every catalog
 * read keeps to active vendors), its owner still reaches the vendor area and sees why. Audited. Runs
 * in the caller's transaction (the suspend-store flow, which also tells the owner); returns the store's
 * name, its owner and the reason as stored.
 */
export async function suspendVendor(
  tx: Db,
  { actor, vendorId, reason }: { actor: Actor | null; vendorId: string; reason: unknown },
): Promise<{ businessName: string; ownerId: string | null; reason: string }> {
  assertAdmin(actor);
  const why = requiredReason(reason, messages.adminVendors.suspensionReasonRequired);
  const vendor = await lockVendor(tx, { vendorId });
  assertVendorTransition(vendorStatusOf(vendor), "suspended");
  const now = new Date();
  await tx
    .update(vendors)
    .set({ isActive: false, suspendedAt: now, suspensionReason: why, updatedAt: now })
    .where(eq(vendors.id, vendorId));
  await recordAudit(tx, {
    action: "vendor.suspend",
    resource: "vendor",
    userId: actor.userId,
    details: { vendorId, businessName: vendor.businessName, reason: why },
  });
  return { businessName: vendor.businessName, ownerId: vendor.userId, reason: why };
}
