import type { Db } from "#db/client";
import { vendors } from "#db/schema";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { lockVendor } from "./lock-vendor.queries";

/**
 * An admin grants or withdraws a store's Verified badge (shown on its cards, store page and
 * products). Setting what is already set changes nothing and records nothing.
 */
export async function setVendorVerified(
  db: Db,
  { actor, vendorId, verified }: { actor: Actor | null; vendorId: string; verified: boolean },
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const vendor = await lockVendor(tx, { vendorId });
    if (vendor.verified === verified) return { changed: false };
    await tx.update(vendors).set({ verified, updatedAt: new Date() }).where(eq(vendors.id, vendorId));
    await recordAudit(tx, {
      action: verified ? "vendor.verify" : "vendor.unverify",
      resource: "vendor",
      userId: actor.userId,
      details: { vendorId, businessName: vendor.businessName },
    });
    return { changed: true };
  });
}
