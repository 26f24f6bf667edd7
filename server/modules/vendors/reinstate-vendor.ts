import type { Db } from "#db/client";
import { vendors } from "#db/schema";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { lockVendor } from "./lock-vendor.queries";
import { assertVendorTransition, vendorStatusOf } from "./vendor-status";

/** An admin reinstates a suspended store: it and its listed products are back for buyers. Audited. */
export async function reinstateVendor(
  db: Db,
  { actor, vendorId }: { actor: Actor | null; vendorId: string },
): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
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
  });
}
