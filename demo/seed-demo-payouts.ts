import type { PayoutMethod } from "#common/payout-method";
import type { Db } from "#db/client";
import { subOrders, vendorLedgerEntries, vendorPayoutMethods, vendorPayouts, vendors } from "#db/schema";
import { postLedgerEntry } from "#server/modules/payouts/post-ledger-entry";
import { recordDeliveryEarnings } from "#server/modules/payouts/record-delivery-earnings";
import { and, asc, eq, isNotNull } from "drizzle-orm";

const lagosThreads = "ven_lagos-threads";
const dayMs = 86_400_000;

/** Lagos Threads' bank account (a test account number: no money moves in the demo). */
const demoPayoutMethod: PayoutMethod = {
  type: "bank",
  bankName: "Access Bank",
  bankCode: "044",
  accountNumber: "0690000031",
  accountName: "Lagos Threads Ltd",
  countryCode: "NG",
};

/** When the demo's payouts happened, in days before the seed, and the share of the balance each took. */
const payoutPlan = [
  { id: "pyo_demo-paid-1", daysAgo: 45, share: 0.7, status: "paid" as const },
  { id: "pyo_demo-paid-2", daysAgo: 18, share: 0.6, status: "paid" as const },
  { id: "pyo_demo-requested", daysAgo: 0, share: 0.25, status: "requested" as const },
];

/**
 * Lagos Threads' money, so /vendor/payouts and /admin/transactions show a real ledger: its payout
 * method, the earnings and commission of every delivered demo order (posted by the same command a
 * delivery calls, dated at the delivery), two payouts already paid and one waiting for approval, each
 * taking part of what the ledger held on its day. Fixed ids: seeding again changes nothing.
 */
export async function seedDemoPayouts(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, lagosThreads));
  if (!vendor) return;
  await db
    .insert(vendorPayoutMethods)
    .values({ vendorId: vendor.id, method: demoPayoutMethod })
    .onConflictDoNothing();
  await db.transaction(async (tx) => {
    const delivered = await tx
      .select({ id: subOrders.id, deliveredAt: subOrders.deliveredAt })
      .from(subOrders)
      .where(
        and(
          eq(subOrders.vendorId, vendor.id),
          eq(subOrders.status, "delivered"),
          isNotNull(subOrders.deliveredAt),
        ),
      )
      .orderBy(asc(subOrders.deliveredAt));
    for (const part of delivered) {
      await recordDeliveryEarnings(tx, { subOrderId: part.id });
      await tx
        .update(vendorLedgerEntries)
        .set({ createdAt: part.deliveredAt! })
        .where(eq(vendorLedgerEntries.subOrderId, part.id));
    }
    const [existing] = await tx
      .select({ id: vendorPayouts.id })
      .from(vendorPayouts)
      .where(eq(vendorPayouts.vendorId, vendor.id))
      .limit(1);
    if (existing) return;
    const entries = await tx
      .select({ amount: vendorLedgerEntries.amount, createdAt: vendorLedgerEntries.createdAt })
      .from(vendorLedgerEntries)
      .where(eq(vendorLedgerEntries.vendorId, vendor.id));
    let paidOut = 0;
    for (const planned of payoutPlan) {
      const at = new Date(now.getTime() - planned.daysAgo * dayMs);
      const earned = entries
        .filter((entry) => entry.createdAt <= at)
        .reduce((sum, entry) => sum + entry.amount, 0);
      // Whole thousands of naira: what a vendor types.
      const amount = Math.floor(((earned - paidOut) * planned.share) / 100_000) * 100_000;
      if (amount <= 0) continue;
      paidOut += amount;
      const paid = planned.status === "paid";
      await tx.insert(vendorPayouts).values({
        id: planned.id,
        vendorId: vendor.id,
        amount,
        currency: "NGN",
        status: planned.status,
        method: demoPayoutMethod,
        attempts: paid ? 1 : 0,
        reference: paid ? `${planned.id}-1` : null,
        provider: paid ? "sandbox" : null,
        transferCode: paid ? `sandbox-transfer-${planned.id}-1` : null,
        createdAt: at,
        updatedAt: at,
        paidAt: paid ? new Date(at.getTime() + 3_600_000) : null,
      });
      await postLedgerEntry(tx, {
        vendorId: vendor.id,
        kind: "payout",
        amount: -amount,
        currency: "NGN",
        payoutId: planned.id,
      });
      await tx
        .update(vendorLedgerEntries)
        .set({ createdAt: at })
        .where(eq(vendorLedgerEntries.payoutId, planned.id));
    }
  });
}
