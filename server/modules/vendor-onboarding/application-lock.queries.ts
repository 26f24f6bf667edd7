import type { Db } from "#db/client";
import { vendorApplications } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { messages } from "#common/messages";
import { eq } from "drizzle-orm";

/**
 * The application row, locked until the transaction ends, so two admins deciding at once queue and
 * the second sees the first one's decision. Unknown id: NOT_FOUND.
 */
export async function lockApplication(tx: Db, { applicationId }: { applicationId: string }) {
  const [application] = await tx
    .select()
    .from(vendorApplications)
    .where(eq(vendorApplications.id, applicationId))
    .for("update");
  if (!application) throw new AppError("NOT_FOUND", { message: messages.adminVendors.applicationNotFound });
  return application;
}

export type LockedApplication = Awaited<ReturnType<typeof lockApplication>>;
