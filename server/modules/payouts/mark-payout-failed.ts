import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { vendorPayouts } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import { postLedgerEntry } from "./post-ledger-entry";
import { assertAdmin } from "../identity/assert-admin";
import type { PayoutDecision } from "./start-payout-transfer";

/**
 * An admin gives a payout up for good (declined before sending, or failed by the provider and not to
 * be retried): it is reversed with the reason, and its amount goes back to the vendor's balance as a
 * `payout_reversal` entry. The entry is unique per payout, so the money comes back exactly once.
 */
export async function markPayoutFailed(
  db: Db,
  { actor, payoutId, reason, ipAddress }: PayoutDecision & { reason: unknown },
) {
  assertAdmin(actor);
  const why = String(reason ?? "")
    .trim()
    .slice(0, 500);
  if (!why) throw new AppError("VALIDATION", { fieldErrors: { reason: messages.payouts.reasonRequired } });
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .select({
        vendorId: vendorPayouts.vendorId,
        status: vendorPayouts.status,
        amount: vendorPayouts.amount,
        currency: vendorPayouts.currency,
      })
      .from(vendorPayouts)
      .where(eq(vendorPayouts.id, payoutId))
      .for("update");
    if (!payout) throw new AppError("NOT_FOUND", { message: messages.payouts.notFound });
    if (payout.status !== "requested" && payout.status !== "failed")
      throw new AppError("CONFLICT", { message: messages.payouts.notFailable });
    await tx
      .update(vendorPayouts)
      .set({ status: "reversed", failureReason: why, decidedBy: actor.userId, updatedAt: sql`now()` })
      .where(eq(vendorPayouts.id, payoutId));
    await postLedgerEntry(tx, {
      vendorId: payout.vendorId,
      kind: "payout_reversal",
      amount: payout.amount,
      currency: payout.currency,
      payoutId,
    });
    await recordAudit(tx, {
      action: "payout.mark_failed",
      resource: `payout:${payoutId}`,
      userId: actor.userId,
      ipAddress,
      details: { reason: why, amount: payout.amount, currency: payout.currency },
    });
    return { status: "reversed" as const };
  });
}
