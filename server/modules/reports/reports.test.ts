import { parseCsv } from "#common/csv";
import { cartItems, carts, searchAnalytics } from "#db/schema";
import { describe, expect, it } from "vitest";
import { insertPastOrders, type PastOrder } from "../../../demo/orders/insert-past-orders";
import { createCategory, createProduct, createVendor } from "../../../tests/catalog-factories";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { aiAnalytics } from "./ai-analytics.queries";
import { insights } from "./insights.queries";
import { salesReportCsv } from "./sales-reports-csv.queries";
import { salesReports } from "./sales-reports.queries";

const t = useTestDatabase();
let orderCount = 0;

type Product = { id: string; name: string; sku: string; vendorId: string };

function order(
  product: Product,
  fields: Partial<PastOrder> & { quantity?: number; price?: number; day?: string } = {},
): PastOrder {
  orderCount += 1;
  const { quantity = 1, price = 500_000, day = "2026-11-02", ...rest } = fields;
  return {
    key: `rep${orderCount}`,
    orderNumber: `SAB-REP-${orderCount}`,
    userId: null,
    email: `buyer${orderCount}@example.com`,
    vendorId: product.vendorId,
    currency: "NGN",
    status: "delivered",
    paymentStatus: "paid",
    paymentMethod: "card",
    placedAt: new Date(`${day}T10:00:00Z`),
    country: "NG",
    lines: [{ productId: product.id, name: product.name, sku: product.sku, quantity, price }],
    ...rest,
  };
}

/** Two stores in two categories, with orders of every kind around 1–25 November 2026. */
async function marketplace() {
  const textiles = await createCategory(t.db, { name: "Textiles" });
  const food = await createCategory(t.db, { name: "Food" });
  const weaver = await createVendor(t.db, { businessName: "Adire Weavers" });
  const grocer = await createVendor(t.db, { businessName: "Shea Grocer" });
  const scarf = await createProduct(t.db, {
    vendorId: weaver.id,
    categoryId: textiles.id,
    name: "Adire scarf",
  });
  const shea = await createProduct(t.db, { vendorId: grocer.id, categoryId: food.id, name: "Shea butter" });
  await insertPastOrders(t.db, [
    order(scarf, { quantity: 2, day: "2026-11-02" }),
    order(scarf, {
      day: "2026-11-10",
      paymentStatus: "on_account",
      paymentMethod: "net_terms",
      country: "GH",
    }),
    // Not sales: awaiting payment, and cancelled after payment.
    order(scarf, { day: "2026-11-10", paymentStatus: "awaiting_payment", paymentMethod: "bank_transfer" }),
    order(scarf, { day: "2026-11-11", status: "cancelled" }),
    order(shea, {
      quantity: 3,
      price: 200_000,
      day: "2026-11-24",
      paymentMethod: "mobile_money",
      country: "KE",
    }),
    // Outside the range.
    order(shea, { day: "2026-10-31" }),
  ]);
  return { textiles, food, weaver, grocer, scarf, shea };
}

const november = { from: "2026-11-01", to: "2026-11-25", group: "week" as const };

describe("salesReports", () => {
  it("counts the sales of the range by week, vendor, category and country, and every order by payment method", async () => {
    const { textiles, food, weaver, grocer } = await marketplace();
    const reports = await salesReports(t.db, { query: november });
    // 1 November is a Sunday: its week starts on Monday 26 October.
    expect(reports.period).toEqual([
      { bucketStart: "2026-10-26", currency: "NGN", sales: 0, revenue: 0 },
      { bucketStart: "2026-11-02", currency: "NGN", sales: 1, revenue: 1_000_000 },
      { bucketStart: "2026-11-09", currency: "NGN", sales: 1, revenue: 500_000 },
      { bucketStart: "2026-11-16", currency: "NGN", sales: 0, revenue: 0 },
      { bucketStart: "2026-11-23", currency: "NGN", sales: 1, revenue: 600_000 },
    ]);
    expect(reports.vendors).toEqual([
      { key: weaver.id, name: "Adire Weavers", currency: "NGN", sales: 2, revenue: 1_500_000 },
      { key: grocer.id, name: "Shea Grocer", currency: "NGN", sales: 1, revenue: 600_000 },
    ]);
    expect(reports.categories).toEqual([
      { key: textiles.id, name: "Textiles", currency: "NGN", units: 3, revenue: 1_500_000 },
      { key: food.id, name: "Food", currency: "NGN", units: 3, revenue: 600_000 },
    ]);
    expect(reports.countries).toEqual([
      { key: "NG", name: "Nigeria", currency: "NGN", sales: 1, revenue: 1_000_000 },
      { key: "KE", name: "Kenya", currency: "NGN", sales: 1, revenue: 600_000 },
      { key: "GH", name: "Ghana", currency: "NGN", sales: 1, revenue: 500_000 },
    ]);
    expect(reports.payments).toEqual([
      { method: "card", currency: "NGN", orders: 2, paidOrders: 1, paidAmount: 1_000_000 },
      { method: "bank_transfer", currency: "NGN", orders: 1, paidOrders: 0, paidAmount: 0 },
      { method: "mobile_money", currency: "NGN", orders: 1, paidOrders: 1, paidAmount: 600_000 },
      { method: "net_terms", currency: "NGN", orders: 1, paidOrders: 1, paidAmount: 500_000 },
    ]);
  });

  it("lists every day of a daily range, and nothing for a range without sales", async () => {
    await marketplace();
    const days = await salesReports(t.db, { query: { from: "2026-11-09", to: "2026-11-11", group: "day" } });
    expect(days.period.map((row) => [row.bucketStart, row.sales])).toEqual([
      ["2026-11-09", 0],
      ["2026-11-10", 1],
      ["2026-11-11", 0],
    ]);
    const empty = await salesReports(t.db, {
      query: { from: "2026-01-01", to: "2026-01-31", group: "month" },
    });
    expect(empty.period).toEqual([{ bucketStart: "2026-01-01", currency: "NGN", sales: 0, revenue: 0 }]);
    expect([empty.vendors, empty.categories, empty.countries, empty.payments]).toEqual([[], [], [], []]);
  });

  it("writes each table as CSV with a total line, amounts in naira", async () => {
    await marketplace();
    expect(await salesReportCsv(t.db, { query: november, kind: "vendors" })).toBe(
      "Vendor,Currency,Sales,Revenue\r\nAdire Weavers,NGN,2,15000\r\nShea Grocer,NGN,1,6000\r\nTotal,NGN,3,21000\r\n",
    );
    expect(parseCsv(await salesReportCsv(t.db, { query: november, kind: "payments" }))).toEqual([
      ["Method", "Currency", "Orders placed", "Paid", "Amount paid"],
      ["Card", "NGN", "2", "1", "10000"],
      ["Bank transfer", "NGN", "1", "0", "0"],
      ["Mobile money", "NGN", "1", "1", "6000"],
      ["Net terms", "NGN", "1", "1", "5000"],
      ["Total", "NGN", "5", "3", "21000"],
    ]);
    expect(parseCsv(await salesReportCsv(t.db, { query: november, kind: "period" })).at(-1)).toEqual([
      "Total",
      "NGN",
      "3",
      "21000",
    ]);
    expect(parseCsv(await salesReportCsv(t.db, { query: november, kind: "categories" }))[1]).toEqual([
      "Textiles",
      "NGN",
      "3",
      "15000",
    ]);
  });
});

describe("insights", () => {
  const now = new Date("2026-11-25T12:00:00Z");

  it("lists the window's searches that found nothing, most searched first, with their clients", async () => {
    const rows = [
      {
        term: "Kente stole",
        normalizedTerm: "kente stole",
        successful: true,
        clientKey: "user:a",
        daysAgo: 1,
      },
      {
        term: "solar lamp",
        normalizedTerm: "solar lamp",
        successful: false,
        clientKey: "user:a",
        daysAgo: 1,
      },
      { term: "Solar Lamp", normalizedTerm: "solar lamp", successful: false, clientKey: "ip:b", daysAgo: 2 },
      { term: "solar lamp", normalizedTerm: "solar lamp", successful: false, clientKey: "ip:b", daysAgo: 3 },
      { term: "drone", normalizedTerm: "drone", successful: false, clientKey: "ip:c", daysAgo: 4 },
      // Before the 7-day window.
      { term: "drone", normalizedTerm: "drone", successful: false, clientKey: "ip:d", daysAgo: 9 },
    ];
    await t.db.insert(searchAnalytics).values(
      rows.map(({ daysAgo, ...row }, index) => ({
        id: `sea_${index}`,
        ...row,
        resultsCount: row.successful ? 3 : 0,
        createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
      })),
    );
    const figures = await insights(t.db, { windowDays: 7, hours: 24, now });
    expect(figures.searches).toBe(5);
    expect(figures.noResultSearches).toBe(4);
    expect(figures.noResultTerms).toEqual([
      { term: "solar lamp", searches: 3, clients: 2, lastSearchedAt: "2026-11-24T12:00:00.000Z" },
      { term: "drone", searches: 1, clients: 1, lastSearchedAt: "2026-11-21T12:00:00.000Z" },
    ]);
  });

  it("counts carts with items untouched for longer than the hours chosen, guests' among them", async () => {
    const product = await createProduct(t.db, { price: 250_000 });
    const owner = await createUser(t.db, { email: "left-behind@example.com" });
    const old = new Date(now.getTime() - 30 * 3_600_000);
    const recent = new Date(now.getTime() - 2 * 3_600_000);
    await t.db.insert(carts).values([
      { id: "crt_user_old", userId: owner.id, updatedAt: old },
      { id: "crt_guest_old", updatedAt: old },
      { id: "crt_guest_recent", updatedAt: old },
      { id: "crt_saved_only", updatedAt: old },
    ]);
    await t.db.insert(cartItems).values([
      { id: "cit_1", cartId: "crt_user_old", productId: product.id, quantity: 4, updatedAt: old },
      { id: "cit_2", cartId: "crt_guest_old", productId: product.id, quantity: 1, updatedAt: old },
      // An item changed two hours ago: the cart is still in use.
      { id: "cit_3", cartId: "crt_guest_recent", productId: product.id, quantity: 1, updatedAt: recent },
      {
        id: "cit_4",
        cartId: "crt_saved_only",
        productId: product.id,
        quantity: 1,
        savedForLater: true,
        updatedAt: old,
      },
    ]);
    const figures = await insights(t.db, { windowDays: 30, hours: 24, now });
    expect(figures.abandoned).toMatchObject({
      carts: 2,
      guestCarts: 1,
      units: 5,
      values: [{ currency: "NGN", amount: 1_250_000 }],
    });
    expect(figures.abandoned.largest.map((cart) => [cart.email, cart.units, cart.value])).toEqual([
      ["left-behind@example.com", 4, 1_000_000],
      [null, 1, 250_000],
    ]);
    expect((await insights(t.db, { windowDays: 30, hours: 1, now })).abandoned.carts).toBe(3);
  });

  it("gives the repeat-buyer rate and monthly cohorts by e-mail, guests included", async () => {
    const product = await createProduct(t.db);
    const buyer = (email: string, day: string, fields: Partial<PastOrder> = {}) =>
      order(product, { email, day, ...fields });
    await insertPastOrders(t.db, [
      // September's cohort: Ada and Bayo; Ada buys again in October and November (not over yet).
      buyer("ada@example.com", "2026-09-03"),
      buyer("ADA@example.com", "2026-10-05"),
      buyer("ada@example.com", "2026-11-20"),
      buyer("bayo@example.com", "2026-09-10"),
      // October's cohort: Chidi, whose second order was cancelled (not a purchase).
      buyer("chidi@example.com", "2026-10-12"),
      buyer("chidi@example.com", "2026-10-20", { status: "cancelled" }),
      // A first purchase long ago is not a cohort of the last 12 months, but a buyer all the same.
      buyer("dayo@example.com", "2025-01-15"),
    ]);
    const figures = await insights(t.db, { windowDays: 30, hours: 24, now });
    expect(figures.repeatBuyers).toEqual({ buyers: 4, repeat: 1, ratePercent: 25 });
    const september = figures.cohorts.find((row) => row.cohort === "2026-09")!;
    expect(september.buyers).toBe(2);
    expect(september.retention.slice(0, 3)).toEqual([50, null, null]);
    expect(figures.cohorts.map((row) => [row.cohort, row.buyers])).toEqual([
      ["2026-09", 2],
      ["2026-10", 1],
    ]);
    expect(figures.cohorts[1]!.retention.every((cell) => cell === null)).toBe(true);
  });
});

describe("aiAnalytics", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const dayMs = 86_400_000;
  const daysAgo = (days: number) =>
    new Date(Date.parse("2026-11-25T00:00:00Z") - days * dayMs).toISOString().slice(0, 10);

  it("forecasts a steady category at its rate with no backtest error, flags a spike and finds a product trending up", async () => {
    const category = await createCategory(t.db, { name: "Home" });
    const vendor = await createVendor(t.db);
    const steady = await createProduct(t.db, {
      vendorId: vendor.id,
      categoryId: category.id,
      name: "Steady lamp",
    });
    const rising = await createProduct(t.db, {
      vendorId: vendor.id,
      categoryId: category.id,
      name: "Rising rug",
    });
    const pastOrders: PastOrder[] = [];
    // One sale of ₦1,000 a day for the 120 days up to yesterday.
    for (let days = 1; days <= 120; days += 1)
      pastOrders.push(order(steady, { day: daysAgo(days), price: 100_000 }));
    // Ten more orders 25 days ago (of a product in no category, so Home stays steady).
    const other = await createProduct(t.db, { vendorId: vendor.id, categoryId: null, name: "Odd one" });
    for (let index = 0; index < 10; index += 1) pastOrders.push(order(other, { day: daysAgo(25), price: 1 }));
    // Rising rug: 2 units in the prior 14 days, 8 in the last 14 (free lines, so Home's sales stay steady).
    pastOrders.push(order(rising, { day: daysAgo(20), quantity: 2, price: 0 }));
    pastOrders.push(order(rising, { day: daysAgo(3), quantity: 8, price: 0 }));
    await insertPastOrders(t.db, pastOrders);

    const figures = await aiAnalytics(t.db, { now });
    const home = figures.forecasts.find((row) => row.categoryId === category.id)!;
    expect(home).toMatchObject({ name: "Home", last30: 3_000_000, next30: 3_000_000 });
    expect(home.backtest).toEqual({ forecast: 3_000_000, actual: 3_000_000, maePerDay: 0, errorPercent: 0 });
    const spike = figures.dailyOrders.find((day) => day.day === daysAgo(25))!;
    expect(spike).toMatchObject({ orders: 11, flag: "high" });
    expect(figures.dailyOrders.filter((day) => day.flag !== null)).toHaveLength(1);
    expect(figures.dailyOrders[0]!.day).toBe(daysAgo(1));
    expect(figures.trending).toEqual([
      { productId: rising.id, name: "Rising rug", recentUnits: 8, priorUnits: 2, growthPercent: 300 },
    ]);
  });
});
