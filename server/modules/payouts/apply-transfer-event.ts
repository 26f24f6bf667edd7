import type { Db } from "#db/client";
import { payoutTransferEvents, vendorPayouts } from "#db/schema";
import { newId } from "#server/lib/ids";
import { eq, sql } from "drizzle-orm";
import { postLedgerEntry } from "./post-ledger-entry";
import type { TransferEvent } from "./transfer-event";

export type TransferEventResult =
  | "paid"
  | "failed"
  | "reversed"
  | "duplicate"
  | "unknown-reference"
  | "mismatch"
  | "ignored"
  | "already-settled";

/**
 * Applies a verified transfer event exactly once: the event id is recorded in the same transaction,
 * so a repeated delivery changes nothing. The reference must be a transfer of that provider, and the
 * amount and currency the payout's, else the event is recorded as a mismatch and ignored.
 * processing → paid or failed; a reversal (the provider took back a transfer) returns the money to
 * the balance once.
 */
export async function applyTransferEvent(
  db: Db,
  { event }: { event: TransferEvent },
): Promise<TransferEventResult> {
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .select({
        id: vendorPayouts.id,
        vendorId: vendorPayouts.vendorId,
        status: vendorPayouts.status,
        amount: vendorPayouts.amount,
        currency: vendorPayouts.currency,
        provider: vendorPayouts.provider,
      })
      .from(vendorPayouts)
      .where(eq(vendorPayouts.reference, event.reference))
      .for("update");
    const decision: TransferEventResult =
      !payout || payout.provider !== event.provider
        ? "unknown-reference"
        : event.outcome === "ignored"
          ? "ignored"
          : payout.amount !== event.amount || payout.currency !== event.currency
            ? "mismatch"
            : event.outcome === "reversed"
              ? payout.status === "processing" || payout.status === "paid"
                ? "reversed"
                : "already-settled"
              : payout.status === "processing"
                ? event.outcome
                : "already-settled";
    const inserted = await tx
      .insert(payoutTransferEvents)
      .values({
        id: newId("pte"),
        provider: event.provider,
        eventId: event.eventId,
        reference: event.reference,
        outcome: decision,
        payload: event.payload as object,
      })
      .onConflictDoNothing()
      .returning({ id: payoutTransferEvents.id });
    if (inserted.length === 0) return "duplicate";
    if (!payout) return decision;
    if (decision === "paid")
      await tx
        .update(vendorPayouts)
        .set({ status: "paid", paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(vendorPayouts.id, payout.id));
    if (decision === "failed")
      await tx
        .update(vendorPayouts)
        .set({ status: "failed", failureReason: event.reason, updatedAt: sql`now()` })
        .where(eq(vendorPayouts.id, payout.id));
    if (decision === "reversed") {
      await tx
        .update(vendorPayouts)
        .set({ status: "reversed", failureReason: event.reason, updatedAt: sql`now()` })
        .where(eq(vendorPayouts.id, payout.id));
      await postLedgerEntry(tx, {
        vendorId: payout.vendorId,
        kind: "payout_reversal",
        amount: payout.amount,
        currency: payout.currency,
        payoutId: payout.id,
      });
    }
    return decision;
  });
}
