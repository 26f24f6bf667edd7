import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productDailyStats, subOrders, vendors } from "#db/schema";
import { vendorAnalytics } from "#server/modules/analytics/vendor-analytics.queries";
import { vendorCustomers } from "#server/modules/analytics/vendor-customers.queries";
import { vendorDashboard } from "#server/modules/analytics/vendor-dashboard.queries";
import { useTestDatabase } from "../tests/setup/database";
import { seedDemoCatalog } from "./catalog/seed-demo-catalog";
import { seedDemoVendorInsights } from "./vendor-insights";

const t = useTestDatabase();

describe("seedDemoVendorInsights", () => {
  it("gives Lagos Threads 90 days of sales, views and customers, the same on a second run", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    await seedDemoCatalog(t.db, { now });
    await seedDemoVendorInsights(t.db, { now });
    const [store] = await t.db.select().from(vendors).where(eq(vendors.slug, "lagos-threads"));
    const counts = async () => [
      (await t.db.select({ value: count() }).from(subOrders).where(eq(subOrders.vendorId, store!.id)))[0]!
        .value,
      (await t.db.select({ value: count() }).from(productDailyStats))[0]!.value,
    ];
    const first = await counts();
    await seedDemoVendorInsights(t.db, { now });
    expect(await counts()).toEqual(first);

    const dashboard = await vendorDashboard(t.db, { vendorId: store!.id, period: "90d", now });
    expect(dashboard.revenue).toBeGreaterThan(0);
    expect(dashboard.views).toBeGreaterThan(0);
    expect(dashboard.unreadMessages).toBe(1);
    const analytics = await vendorAnalytics(t.db, { vendorId: store!.id, period: "30d", now });
    expect(analytics.funnel.addToCarts).toBeGreaterThan(0);
    expect(analytics.byCountry.length).toBeGreaterThan(1);
    const customers = await vendorCustomers(t.db, {
      vendorId: store!.id,
      search: "",
      sort: "spent",
      page: 1,
    });
    expect(customers.rows.some((row) => row.conversationId !== null)).toBe(true);
  });
});
