import { and, eq, sum } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subOrders, vendorBalances, vendorLedgerEntries, vendorPayouts } from "#db/schema";
import { useTestDatabase } from "../tests/setup/database";
import { seedDemoCatalog } from "./catalog/seed-demo-catalog";
import { seedDemoPayouts } from "./seed-demo-payouts";
import { seedDemoVendorInsights } from "./vendor-insights";

const t = useTestDatabase();
const vendorId = "ven_lagos-threads";

describe("seedDemoPayouts", () => {
  it("earns Lagos Threads every delivered demo order, pays part out, and the balance is the ledger's sum, the same on a second run", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    await seedDemoCatalog(t.db, { now });
    await seedDemoVendorInsights(t.db, { now });
    await seedDemoPayouts(t.db, { now });
    const snapshot = async () => {
      const [ledger] = await t.db
        .select({ total: sum(vendorLedgerEntries.amount) })
        .from(vendorLedgerEntries)
        .where(eq(vendorLedgerEntries.vendorId, vendorId));
      const [balance] = await t.db.select().from(vendorBalances).where(eq(vendorBalances.vendorId, vendorId));
      const earnings = await t.db
        .select({ subOrderId: vendorLedgerEntries.subOrderId })
        .from(vendorLedgerEntries)
        .where(and(eq(vendorLedgerEntries.vendorId, vendorId), eq(vendorLedgerEntries.kind, "earning")));
      const payouts = await t.db
        .select({ status: vendorPayouts.status, amount: vendorPayouts.amount })
        .from(vendorPayouts)
        .where(eq(vendorPayouts.vendorId, vendorId))
        .orderBy(vendorPayouts.createdAt);
      return { ledger: Number(ledger!.total), balance: balance!.balance, earnings: earnings.length, payouts };
    };
    const first = await snapshot();
    const delivered = await t.db
      .select({ id: subOrders.id })
      .from(subOrders)
      .where(and(eq(subOrders.vendorId, vendorId), eq(subOrders.status, "delivered")));
    expect(first.earnings).toBe(delivered.length);
    expect(first.balance).toBe(first.ledger);
    expect(first.balance).toBeGreaterThan(0);
    expect(first.payouts.map((payout) => payout.status)).toEqual(["paid", "paid", "requested"]);

    await seedDemoPayouts(t.db, { now });
    expect(await snapshot()).toEqual(first);
  });
});
