import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { vendorPayouts, type PayoutStatus } from "#db/schema";
import type { Actor } from "#server/modules/identity/actor";
import { AppError } from "#server/lib/errors";
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { recordAudit } from "../audit/record-audit";
import { assertAdmin } from "../identity/assert-admin";
import { sendPayoutTransfer } from "./send-payout-transfer";
import type { TransferProvider } from "./transfer-providers";

export interface PayoutDecision {
  actor: Actor;
  payoutId: string;
  ipAddress?: string | null;
}

/**
 * An admin sends a payout's transfer: the first time (approve, from requested) or again after the
 * provider failed it (retry, from failed). The payout is locked and moved to approved with a new
 * attempt reference, and the decision audited, in one transaction; then the provider is called.
 */
export async function startPayoutTransfer(
  db: Db,
  {
    actor,
    payoutId,
    ipAddress,
    transfers,
    logger,
    from,
    action,
  }: PayoutDecision & {
    transfers: TransferProvider;
    logger: Logger;
    from: PayoutStatus;
    action: "payout.approve" | "payout.retry";
  },
) {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const [payout] = await tx
      .select({ status: vendorPayouts.status, attempts: vendorPayouts.attempts })
      .from(vendorPayouts)
      .where(eq(vendorPayouts.id, payoutId))
      .for("update");
    if (!payout) throw new AppError("NOT_FOUND", { message: messages.payouts.notFound });
    if (payout.status !== from)
      throw new AppError("CONFLICT", {
        message: from === "requested" ? messages.payouts.notApprovable : messages.payouts.notRetryable,
      });
    const attempt = payout.attempts + 1;
    await tx
      .update(vendorPayouts)
      .set({
        status: "approved",
        attempts: attempt,
        reference: `${payoutId}-${attempt}`,
        provider: transfers.provider,
        failureReason: null,
        decidedBy: actor.userId,
        updatedAt: sql`now()`,
      })
      .where(eq(vendorPayouts.id, payoutId));
    await recordAudit(tx, {
      action,
      resource: `payout:${payoutId}`,
      userId: actor.userId,
      ipAddress,
      details: { attempt, provider: transfers.provider },
    });
  });
  return sendPayoutTransfer(db, { payoutId, transfers, logger });
}
