import type { LedgerEntryKind } from "#db/schema";
import type { Db } from "#db/client";
import { vendorBalances, vendorLedgerEntries } from "#db/schema";
import { newId } from "#server/lib/ids";
import { and, eq, sql } from "drizzle-orm";

export interface LedgerEntry {
  vendorId: string;
  kind: LedgerEntryKind;
  /** Signed minor units: credits positive, debits negative. */
  amount: number;
  currency: string;
  subOrderId?: string;
  payoutId?: string;
  memo?: string;
  createdBy?: string;
}

/**
 * The one way a vendor's balance changes: the entry is written and the balance row moved by the same
 * amount, in the caller's transaction. An entry already written for its sub-order or payout (same
 * kind) is skipped and changes nothing, so a retried step never counts twice; returns whether it was
 * written. A debit past zero breaks the balance's CHECK and fails the whole transaction.
 */
export async function postLedgerEntry(tx: Db, entry: LedgerEntry): Promise<boolean> {
  const inserted = await tx
    .insert(vendorLedgerEntries)
    .values({ id: newId("vle"), ...entry })
    .onConflictDoNothing()
    .returning({ id: vendorLedgerEntries.id });
  if (inserted.length === 0) return false;
  const moved = await tx
    .update(vendorBalances)
    .set({ balance: sql`${vendorBalances.balance} + ${entry.amount}`, updatedAt: sql`now()` })
    .where(and(eq(vendorBalances.vendorId, entry.vendorId), eq(vendorBalances.currency, entry.currency)))
    .returning({ balance: vendorBalances.balance });
  // A vendor's first entry opens its balance (a debit cannot: the CHECK refuses it). The upsert covers
  // a first credit written by another transaction at the same moment.
  if (moved.length === 0)
    await tx
      .insert(vendorBalances)
      .values({ vendorId: entry.vendorId, currency: entry.currency, balance: entry.amount })
      .onConflictDoUpdate({
        target: [vendorBalances.vendorId, vendorBalances.currency],
        set: { balance: sql`${vendorBalances.balance} + ${entry.amount}`, updatedAt: sql`now()` },
      });
  return true;
}
