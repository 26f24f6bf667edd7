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
 * read keeps to active vendors), its owner still reaches the vendor area and sees why. Audited.
 */
export async function suspendVendor(
  db: Db,
  { actor, vendorId, reason }: { actor: Actor | null; vendorId: string; reason: unknown },
): Promise<void> {
  assertAdmin(actor);
  const why = requiredReason(reason, messages.adminVendors.suspensionReasonRequired);
  await db.transaction(async (tx) => {
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
  });
}
