import { messages } from "#common/messages";
import type { TradeAssuranceStatus } from "#common/trade-assurance";
import type { Db } from "#db/client";
import { tradeAssuranceApplications } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";

const m = messages.tradeAssurance;

/** Every move an application may make (see the README's state machine); anything else is refused. */
const allowedTransitions: Record<TradeAssuranceStatus, readonly TradeAssuranceStatus[]> = {
  pending: ["approved", "rejected"],
  approved: ["revoked"],
  rejected: [],
  revoked: [],
};

/**
 * The application row, locked until the transaction ends, so two admins deciding at once queue and
 * the second sees the first one's decision. Unknown id: NOT_FOUND.
 */
export async function lockTradeAssuranceApplication(tx: Db, { applicationId }: { applicationId: string }) {
  const [application] = await tx
    .select()
    .from(tradeAssuranceApplications)
    .where(eq(tradeAssuranceApplications.id, applicationId))
    .for("update");
  if (!application) throw new AppError("NOT_FOUND", { message: m.notFound });
  return application;
}

export type LockedTradeAssuranceApplication = Awaited<ReturnType<typeof lockTradeAssuranceApplication>>;

/**
 * Records an admin's decision on a locked application: approved, or rejected with the reason the
 * applicant reads. A decided application is a CONFLICT (someone decided first), so nothing is
 * written twice.
 */
export async function decideTradeAssuranceApplication(
  tx: Db,
  {
    application,
    status,
    decidedBy,
    reason = null,
  }: {
    application: LockedTradeAssuranceApplication;
    status: "approved" | "rejected";
    decidedBy: string;
    reason?: string | null;
  },
): Promise<void> {
  if (!allowedTransitions[application.status].includes(status))
    throw new AppError("CONFLICT", { message: m.notPending });
  const now = new Date();
  await tx
    .update(tradeAssuranceApplications)
    .set({ status, decidedAt: now, decidedBy, rejectionReason: reason, updatedAt: now })
    .where(eq(tradeAssuranceApplications.id, application.id));
}

/**
 * Takes the badge back from a locked, approved application, with the reason the store reads. The
 * approval (date, admin) stays on the row; the revocation is recorded beside it. Any other status is
 * a CONFLICT, so a second revocation writes nothing.
 */
export async function revokeTradeAssuranceApplication(
  tx: Db,
  {
    application,
    revokedBy,
    reason,
  }: { application: LockedTradeAssuranceApplication; revokedBy: string; reason: string },
): Promise<void> {
  if (!allowedTransitions[application.status].includes("revoked"))
    throw new AppError("CONFLICT", { message: m.notApproved });
  const now = new Date();
  await tx
    .update(tradeAssuranceApplications)
    .set({ status: "revoked", revokedAt: now, revokedBy, revocationReason: reason, updatedAt: now })
    .where(eq(tradeAssuranceApplications.id, application.id));
}
