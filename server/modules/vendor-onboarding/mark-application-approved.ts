import type { Db } from "#db/client";
import { vendorApplications } from "#db/schema";
import { and, eq } from "drizzle-orm";
import { assertApplicationTransition } from "./application-transitions";
import type { LockedApplication } from "./application-lock.queries";

/**
 * Records the approval on an application the caller has locked (`lockApplication`): who decided,
 * when, and the vendor it became. Run it in the transaction that created the vendor.
 */
export async function markApplicationApproved(
  tx: Db,
  {
    application,
    vendorId,
    decidedBy,
  }: { application: LockedApplication; vendorId: string; decidedBy: string },
): Promise<void> {
  assertApplicationTransition(application.status, "approved");
  const now = new Date();
  await tx
    .update(vendorApplications)
    .set({ status: "approved", decidedAt: now, decidedBy, vendorId, rejectionReason: null, updatedAt: now })
    .where(and(eq(vendorApplications.id, application.id), eq(vendorApplications.status, "pending")));
}
