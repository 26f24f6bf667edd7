import {
  orders,
  productSalesTotals,
  saleOrderDays,
  vendorCountrySalesDays,
  vendorCustomerTotals,
  vendorProductSalesDays,
  vendorSalesDays,
  vendors,
} from "#db/schema";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { placedOrder } from "../../../tests/commerce-factories";
import { actorFor, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { cancelOrder } from "../../flows/cancel-order";
import { advanceSubOrder } from "../orders/advance-sub-order";
import { confirmBankTransfer } from "../orders/confirm-bank-transfer";
import { markOrderPaid } from "../orders/mark-order-paid";
import { listVendorSubOrders } from "../orders/orders.queries";
import { rebuildVendorSales } from "./rebuild-sales";
import { vendorAnalytics } from "./vendor-analytics.queries";
import { vendorCustomers } from "./vendor-customers.queries";
import { vendorDashboard } from "./vendor-dashboard.queries";

const t = useTestDatabase();

async function vendorWithOwner() {
  const owner = await createUser(t.db, { role: "vendor" });
  const vendor = await createVendor(t.db);
  await t.db.update(vendors).set({ userId: owner.id }).where(eq(vendors.id, vendor.id));
  return { vendor, owner };
}

/**
 * Every summary row of the vendors, and the platform's orders with a sale per day, in one order
 * whatever the order they were written in.
 */
async function summaries(vendorIds: string[]) {
  const tables = [
    vendorSalesDays,
    vendorCountrySalesDays,
    vendorProductSalesDays,
    vendorCustomerTotals,
    productSalesTotals,
  ];
  const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
  return Promise.all([
    ...tables.map(async (table) =>
      sorted(await t.db.select().from(table).where(inArray(table.vendorId, vendorIds))),
    ),
    t.db.select().from(saleOrderDays).then(sorted),
  ]);
}

/**
 * The orders with a sale per UTC day and currency, counted on the orders as the back office once
 * did: paid or on account, and not wholly cancelled.
 */
async function saleOrdersCountedOnOrders() {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'utc', 'YYYY-MM-DD')`;
  return t.db
    .select({ day, currency: orders.currency, orders: count() })
    .from(orders)
    .where(and(inArray(orders.paymentStatus, ["paid", "on_account"]), ne(orders.status, "cancelled")))
    .groupBy(day, orders.currency)
    .orderBy(day, orders.currency);
}

/** The platform's orders with a sale per day and currency, as the back office reads them: its shards summed. */
async function saleOrderDaysSummed() {
  const d = saleOrderDays;
  return t.db
    .select({ day: d.day, currency: d.currency, orders: sql<number>`sum(${d.orders})`.mapWith(Number) })
    .from(d)
    .groupBy(d.day, d.currency)
    .orderBy(d.day, d.currency);
}

/** The summaries as the order commands kept them, and as a recount from the orders gives them. */
async function keptAndRecounted(vendorIds: string[]) {
  const kept = await summaries(vendorIds);
  await rebuildVendorSales(t.db, { vendorIds });
  return { kept, recounted: await summaries(vendorIds) };
}

async function partOf(vendorId: string, orderId: string) {
  const { rows } = await listVendorSubOrders(t.db, { vendorId, page: 1 });
  return rows.find((row) => row.orderId === orderId)!;
}

describe("the vendors' sales summaries", () => {
  it("equal a recount from the orders after each placement, payment, fulfilment step and cancellation", async () => {
    const lagos = await vendorWithOwner();
    const accra = await vendorWithOwner();
    const scarf = await createProduct(t.db, {
      vendorId: lagos.vendor.id,
      name: "Adire scarf",
      price: 500_000,
    });
    const stole = await createProduct(t.db, {
      vendorId: lagos.vendor.id,
      name: "Kente stole",
      price: 200_000,
    });
    const basket = await createProduct(t.db, {
      vendorId: accra.vendor.id,
      name: "Bolga basket",
      price: 300_000,
    });
    const vendorIds = [lagos.vendor.id, accra.vendor.id];
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    const expectInStep = async () => {
      const { kept, recounted } = await keptAndRecounted(vendorIds);
      expect(kept).toEqual(recounted);
      expect(await saleOrderDaysSummed()).toEqual(await saleOrdersCountedOnOrders());
    };

    // Placed by bank transfer: counted by status, not a sale until the money arrives.
    const first = await placedOrder(t.db, [
      { productId: scarf.id, quantity: 2 },
      { productId: stole.id, quantity: 1 },
      { productId: basket.id, quantity: 1 },
    ]);
    await expectInStep();
    expect(await vendorDashboard(t.db, { vendorId: lagos.vendor.id, period: "7d" })).toMatchObject({
      sales: 0,
      revenue: 0,
      ordersByStatus: { pending: 1 },
      waitingToShip: { pending: 1, processing: 0 },
    });

    await confirmBankTransfer(t.db, { actor: staff, orderId: first.orderId });
    await expectInStep();

    const part = await partOf(lagos.vendor.id, first.orderId);
    for (const to of ["processing", "shipped", "delivered"] as const) {
      await advanceSubOrder(t.db, {
        vendorId: lagos.vendor.id,
        actorUserId: lagos.owner.id,
        subOrderId: part.id,
        to,
        carrier: "GIG Logistics",
        trackingNumber: "GIG123",
      });
      await expectInStep();
    }

    // A second buyer pays through a provider, then cancels: the sale stops counting.
    const second = await placedOrder(t.db, [{ productId: scarf.id, quantity: 1 }]);
    await t.db.transaction((tx) => markOrderPaid(tx, { orderId: second.orderId }));
    await expectInStep();
    expect(
      (await vendorCustomers(t.db, { vendorId: lagos.vendor.id, search: "", sort: "spent", page: 1 })).total,
    ).toBe(2);
    await cancelOrder(t.db, { userId: second.user.id, orderId: second.orderId });
    await expectInStep();

    // A third cancels before paying: the order's payment is cancelled too.
    const third = await placedOrder(t.db, [{ productId: stole.id, quantity: 3 }]);
    await cancelOrder(t.db, { userId: third.user.id, orderId: third.orderId });
    await expectInStep();

    expect(await vendorDashboard(t.db, { vendorId: lagos.vendor.id, period: "7d" })).toMatchObject({
      sales: 1,
      revenue: 1_200_000,
      ordersByStatus: { pending: 0, processing: 0, shipped: 0, delivered: 1, cancelled: 2 },
      waitingToShip: { pending: 0, processing: 0 },
    });
    const analytics = await vendorAnalytics(t.db, { vendorId: lagos.vendor.id, period: "7d" });
    expect(analytics.topByRevenue.map((row) => [row.name, row.revenue, row.units])).toEqual([
      ["Adire scarf", 1_000_000, 2],
      ["Kente stole", 200_000, 1],
    ]);
    expect(analytics.byCountry.map((row) => [row.countryCode, row.revenue, row.sales])).toEqual([
      ["NG", 1_200_000, 1],
    ]);
    const customers = await vendorCustomers(t.db, {
      vendorId: lagos.vendor.id,
      search: "",
      sort: "spent",
      page: 1,
    });
    expect(
      customers.rows.map((row) => [row.userId, row.orderCount, row.totalSpent, row.countryCode]),
    ).toEqual([[first.user.id, 1, 1_200_000, "NG"]]);
    expect((await vendorDashboard(t.db, { vendorId: accra.vendor.id, period: "7d" })).revenue).toBe(300_000);

    // Two stores' parts paid, one shipped, then the order cancelled: only the other part goes, and
    // the order still holds a sale, so the platform still counts it.
    const fourth = await placedOrder(t.db, [
      { productId: stole.id, quantity: 1 },
      { productId: basket.id, quantity: 2 },
    ]);
    await t.db.transaction((tx) => markOrderPaid(tx, { orderId: fourth.orderId }));
    await expectInStep();
    for (const to of ["processing", "shipped"] as const)
      await advanceSubOrder(t.db, {
        vendorId: lagos.vendor.id,
        actorUserId: lagos.owner.id,
        subOrderId: (await partOf(lagos.vendor.id, fourth.orderId)).id,
        to,
        carrier: "GIG Logistics",
        trackingNumber: "GIG124",
      });
    await cancelOrder(t.db, { userId: fourth.user.id, orderId: fourth.orderId });
    await expectInStep();
    expect((await saleOrderDaysSummed()).map((row) => row.orders)).toEqual([2]);
  });
});
