import { count, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, profiles, vendorSalesDays } from "#db/schema";
import { useTestDatabase } from "../../tests/setup/database";
import { seedBulkProducts } from "../catalog/seed-bulk-products";
import { seedDemoCatalog } from "../catalog/seed-demo-catalog";
import { seedBulkOrders } from "./seed-bulk-orders";

const t = useTestDatabase();
const now = new Date("2026-03-01T10:00:00Z");

describe("seedBulkOrders", () => {
  it("needs the generated products", async () => {
    await expect(seedBulkOrders(t.db, { count: 5, now })).rejects.toThrow(/seed --products first/);
  });

  it("adds N orders of the generated products over twelve months, counts their sales once, and adds nothing when run again", async () => {
    await seedDemoCatalog(t.db, { now });
    await seedBulkProducts(t.db, { count: 40, now });
    const batches: number[] = [];
    expect(await seedBulkOrders(t.db, { count: 120, now, onBatch: (done) => batches.push(done) })).toEqual({
      inserted: 120,
    });
    expect(batches).toEqual([120]);
    const [placed] = await t.db
      .select({
        n: count(),
        first: sql<string>`min(${orders.createdAt})::text`,
        last: sql<string>`max(${orders.createdAt})::text`,
      })
      .from(orders)
      .where(like(orders.id, "ord_bulk_%"));
    expect(placed!.n).toBe(120);
    expect(new Date(placed!.first).getTime()).toBeGreaterThan(now.getTime() - 366 * 86_400_000);
    expect(new Date(placed!.last).getTime()).toBeLessThanOrEqual(now.getTime());
    // One buyer account (with its profile) per 50 orders.
    const [buyers] = await t.db.select({ n: count() }).from(profiles).where(like(profiles.id, "usr_bulk_%"));
    expect(buyers!.n).toBe(3);
    // The sales summaries hold the orders' sub-orders.
    const [summed] = await t.db
      .select({
        parts:
          sql<number>`sum(${vendorSalesDays.pending} + ${vendorSalesDays.processing} + ${vendorSalesDays.shipped} + ${vendorSalesDays.delivered} + ${vendorSalesDays.cancelled})`.mapWith(
            Number,
          ),
      })
      .from(vendorSalesDays);
    expect(summed!.parts).toBe(120);

    expect(await seedBulkOrders(t.db, { count: 120, now })).toEqual({ inserted: 0 });
  });
});
