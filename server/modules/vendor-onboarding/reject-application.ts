import type { Db } from "#db/client";
import { vendorApplications } from "#db/schema";
import { and, eq } from "drizzle-orm";
import { assertApplicationTransition } from "./application-transitions";
import type { LockedApplication } from "./application-lock.queries";

/**
 * Rejects a pending application the caller has locked, with the reason the applicant will read.
 * The applicant may correct it and submit again (rejected → pending).
 */
export async function rejectApplication(
  tx: Db,
  { application, reason, decidedBy }: { application: LockedApplication; reason: string; decidedBy: string },
): Promise<void> {
  assertApplicationTransition(application.status, "rejected");
  const now = new Date();
  await tx
    .update(vendorApplications)
    .set({ status: "rejected", rejectionReason: reason, decidedAt: now, decidedBy, updatedAt: now })
    .where(and(eq(vendorApplications.id, application.id), eq(vendorApplications.status, "pending")));
}
