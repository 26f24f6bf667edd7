import type { PayoutMethod } from "#common/payout-method";
import type { Db } from "#db/client";
import { users, vendorLedgerEntries, vendorPayoutMethods, vendorPayouts, vendors } from "#db/schema";
import { postLedgerEntry } from "#server/modules/payouts/post-ledger-entry";
import { and, eq } from "drizzle-orm";
import { demoAccounts } from "./demo-accounts";

const lagosThreads = "ven_lagos-threads";
const openingMemo = "Demo opening balance";

/** Lagos Threads' bank account (a test account number: no money moves in the demo). */
const demoPayoutMethod: PayoutMethod = {
  type: "bank",
  bankName: "Access Bank",
  bankCode: "044",
  accountNumber: "0690000031",
  accountName: "Lagos Threads Ltd",
  countryCode: "NG",
};

/**
 * Lagos Threads' money, so /vendor/payouts and /admin/transactions have something to show: its payout
 * method, a balance the demo admin credited with a memo (the demo has no delivered orders to earn it),
 * one payout already paid and one waiting for approval. Fixed ids: seeding again changes nothing.
 */
export async function seedDemoPayouts(db: Db): Promise<void> {
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, lagosThreads));
  const adminEmail = demoAccounts.find((account) => account.role === "admin")!.email;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  if (!vendor || !admin) return;
  await db
    .insert(vendorPayoutMethods)
    .values({ vendorId: vendor.id, method: demoPayoutMethod })
    .onConflictDoNothing();
  await db.transaction(async (tx) => {
    const [credited] = await tx
      .select({ id: vendorLedgerEntries.id })
      .from(vendorLedgerEntries)
      .where(and(eq(vendorLedgerEntries.vendorId, vendor.id), eq(vendorLedgerEntries.memo, openingMemo)));
    if (!credited)
      await postLedgerEntry(tx, {
        vendorId: vendor.id,
        kind: "adjustment",
        amount: 25_000_000,
        currency: "NGN",
        memo: openingMemo,
        createdBy: admin.id,
      });
    const payouts = [
      { id: "pyo_demo-paid", amount: 5_000_000, status: "paid" as const, attempts: 1, paidAt: new Date() },
      {
        id: "pyo_demo-requested",
        amount: 2_000_000,
        status: "requested" as const,
        attempts: 0,
        paidAt: null,
      },
    ];
    for (const payout of payouts) {
      const inserted = await tx
        .insert(vendorPayouts)
        .values({
          ...payout,
          vendorId: vendor.id,
          currency: "NGN",
          method: demoPayoutMethod,
          reference: payout.attempts ? `${payout.id}-1` : null,
          provider: payout.attempts ? "sandbox" : null,
          transferCode: payout.attempts ? `sandbox-transfer-${payout.id}-1` : null,
        })
        .onConflictDoNothing()
        .returning({ id: vendorPayouts.id });
      if (inserted.length > 0)
        await postLedgerEntry(tx, {
          vendorId: vendor.id,
          kind: "payout",
          amount: -payout.amount,
          currency: "NGN",
          payoutId: payout.id,
        });
    }
  });
}
