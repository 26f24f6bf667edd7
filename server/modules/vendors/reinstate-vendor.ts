import type { Db } from "#db/client";
import { vendors } from "#db/schema";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { lockVendor } from "./lock-vendor.queries";
import { assertVendorTransition, vendorStatusOf } from "./vendor-status";

/**
 * An admin reinstates a suspended store: it and its listed products are back for buyers. Audited.
 * Runs in the caller's transaction (the reinstate-store flow, which also tells the owner); returns the
 * store's name and its owner.
 */
export async function reinstateVendor(
  tx: Db,
  { actor, vendorId }: { actor: Actor | null; vendorId: string },
): Promise<{ businessName: string; ownerId: string | null }> {
  assertAdmin(actor);
  const vendor = await lockVendor(tx, { vendorId });
  assertVendorTransition(vendorStatusOf(vendor), "active");
  await tx
    .update(vendors)
    .set({ isActive: true, suspendedAt: null, suspensionReason: null, updatedAt: new Date() })
    .where(eq(vendors.id, vendorId));
  await recordAudit(tx, {
    action: "vendor.reinstate",
    resource: "vendor",
    userId: actor.userId,
    details: { vendorId, businessName: vendor.businessName },
  });
  return { businessName: vendor.businessName, ownerId: vendor.userId };
}
