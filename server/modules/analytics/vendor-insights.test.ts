import { conversations, messages, productDailyStats, storeFollows, vendorDailyStats } from "#db/schema";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertPastOrders, type PastOrder } from "../../../demo/orders/insert-past-orders";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { addToCart } from "../cart/add-to-cart";
import { vendorAnalytics } from "./vendor-analytics.queries";
import { vendorCustomers } from "./vendor-customers.queries";
import { vendorDashboard } from "./vendor-dashboard.queries";
import { addProductViews } from "./add-product-views";

const t = useTestDatabase();

// Wednesday 25 November 2026, 12:00 UTC: "7 days" starts on Thursday 19 November at midnight.
const now = new Date("2026-11-25T12:00:00Z");
let orderCount = 0;

async function shop() {
  const vendor = await createVendor(t.db);
  const product = await createProduct(t.db, { vendorId: vendor.id, name: "Adire scarf", price: 500_000 });
  return { vendor, product };
}

function order(
  vendorId: string,
  product: { id: string; name: string; sku: string },
  fields: Partial<PastOrder> & { quantity?: number } = {},
): PastOrder {
  orderCount += 1;
  const { quantity = 1, ...rest } = fields;
  return {
    key: `t${orderCount}_${vendorId}`,
    orderNumber: `SAB-T${orderCount}-${vendorId}`,
    userId: null,
    email: `guest${orderCount}@example.com`,
    vendorId,
    currency: "NGN",
    status: "delivered",
    paymentStatus: "paid",
    placedAt: new Date("2026-11-24T10:00:00Z"),
    country: "NG",
    lines: [{ productId: product.id, name: product.name, sku: product.sku, quantity, price: 500_000 }],
    ...rest,
  };
}

describe("vendorDashboard", () => {
  it("counts as revenue only this vendor's paid or on-account, not cancelled sub-orders of the period", async () => {
    const { vendor, product } = await shop();
    const other = await shop();
    await insertPastOrders(t.db, [
      order(vendor.id, product, { quantity: 2 }),
      order(vendor.id, product, { paymentStatus: "on_account", status: "pending" }),
      order(vendor.id, product, { paymentStatus: "awaiting_payment", status: "pending" }),
      order(vendor.id, product, { status: "cancelled" }),
      order(vendor.id, product, { paymentStatus: "failed", status: "pending" }),
      // Before the period (the 7 days start at midnight on the 19th) and at its first moment.
      order(vendor.id, product, { placedAt: new Date("2026-11-18T23:59:59Z") }),
      order(vendor.id, product, { placedAt: new Date("2026-11-19T00:00:00Z") }),
      order(other.vendor.id, other.product, { quantity: 7 }),
    ]);
    const figures = await vendorDashboard(t.db, { vendorId: vendor.id, period: "7d", now });
    expect(figures).toMatchObject({
      currency: "NGN",
      revenue: 2_000_000,
      sales: 3,
      ordersByStatus: { delivered: 2, pending: 3, cancelled: 1, processing: 0, shipped: 0 },
      waitingToShip: { pending: 3, processing: 0 },
    });
    const month = await vendorDashboard(t.db, { vendorId: vendor.id, period: "30d", now });
    expect(month.revenue).toBe(2_500_000);
  });

  it("shows stock alerts, unread buyer messages, followers, views and conversion of this vendor only", async () => {
    const { vendor, product } = await shop();
    const low = await createProduct(t.db, { vendorId: vendor.id, name: "Low", stockQuantity: 50 });
    const out = await createProduct(t.db, { vendorId: vendor.id, name: "Out", stockQuantity: 0 });
    await createProduct(t.db, { vendorId: vendor.id, stockQuantity: 51 });
    const other = await shop();
    await createProduct(t.db, { vendorId: other.vendor.id, stockQuantity: 3 });
    const buyer = await createUser(t.db);
    await t.db.insert(storeFollows).values({ vendorId: vendor.id, userId: buyer.id });
    await t.db.insert(conversations).values({ id: "cnv_t1", buyerId: buyer.id, vendorId: vendor.id });
    await t.db.insert(messages).values([
      { id: "msg_t1", conversationId: "cnv_t1", senderId: buyer.id, content: "Hello" },
      { id: "msg_t2", conversationId: "cnv_t1", senderId: buyer.id, content: "Again", read: true },
    ]);
    await t.db.insert(productDailyStats).values([
      { productId: product.id, vendorId: vendor.id, day: "2026-11-25", views: 150 },
      { productId: product.id, vendorId: vendor.id, day: "2026-11-10", views: 1000 },
      { productId: other.product.id, vendorId: other.vendor.id, day: "2026-11-25", views: 9 },
    ]);
    await insertPastOrders(t.db, [order(vendor.id, product), order(vendor.id, product)]);

    const figures = await vendorDashboard(t.db, { vendorId: vendor.id, period: "7d", now });
    expect(figures).toMatchObject({
      productCount: 4,
      lowStock: { count: 1, products: [{ id: low.id, name: "Low", stockQuantity: 50 }] },
      outOfStock: { count: 1, products: [{ id: out.id }] },
      unreadMessages: 1,
      followers: 1,
      views: 150,
    });
    expect(figures.conversionPercent).toBeCloseTo((2 / 150) * 100);
  });

  it("gives a new vendor zeros and says what its profile lacks", async () => {
    const vendor = await createVendor(t.db);
    expect(await vendorDashboard(t.db, { vendorId: vendor.id, period: "30d", now })).toMatchObject({
      revenue: 0,
      productCount: 0,
      views: 0,
      conversionPercent: null,
      profileMissing: ["logo", "banner", "description"],
    });
  });
});

describe("vendorAnalytics", () => {
  it("buckets sales by day, ranks products, counts the funnel and sales by country", async () => {
    const { vendor, product } = await shop();
    const second = await createProduct(t.db, { vendorId: vendor.id, name: "Kente stole", price: 100_000 });
    const other = await shop();
    await insertPastOrders(t.db, [
      order(vendor.id, product, { quantity: 2, country: "GH" }),
      order(vendor.id, second, { quantity: 3, placedAt: new Date("2026-11-20T08:00:00Z") }),
      order(vendor.id, product, { paymentStatus: "awaiting_payment", status: "pending" }),
      order(other.vendor.id, other.product, { quantity: 9, country: "KE" }),
    ]);
    await t.db.insert(productDailyStats).values([
      { productId: product.id, vendorId: vendor.id, day: "2026-11-24", views: 40, addToCarts: 6 },
      { productId: other.product.id, vendorId: other.vendor.id, day: "2026-11-24", views: 99, addToCarts: 9 },
    ]);

    const figures = await vendorAnalytics(t.db, { vendorId: vendor.id, period: "7d", now });
    expect(figures.bucket).toBe("day");
    expect(figures.salesOverTime.map((point) => point.bucketStart)).toEqual([
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
    expect(figures.salesOverTime[1]).toMatchObject({ revenue: 1_500_000, sales: 1 });
    expect(figures.salesOverTime[5]).toMatchObject({ revenue: 1_000_000, sales: 1 });
    expect(figures.topByRevenue.map((row) => [row.name, row.revenue, row.units])).toEqual([
      ["Kente stole", 1_500_000, 3],
      ["Adire scarf", 1_000_000, 2],
    ]);
    expect(figures.topByUnits[0]!.name).toBe("Kente stole");
    expect(figures.funnel).toEqual({ views: 40, addToCarts: 6, orders: 2 });
    expect(figures.byCountry.map((row) => [row.countryCode, row.revenue, row.sales])).toEqual([
      ["NG", 1_500_000, 1],
      ["GH", 1_000_000, 1],
    ]);
  });

  it("groups a year by month", async () => {
    const { vendor, product } = await shop();
    await insertPastOrders(t.db, [order(vendor.id, product, { placedAt: new Date("2026-03-03T08:00:00Z") })]);
    const figures = await vendorAnalytics(t.db, { vendorId: vendor.id, period: "12m", now });
    expect(figures.salesOverTime).toHaveLength(13);
    expect(figures.salesOverTime.find((point) => point.bucketStart === "2026-03-01")).toMatchObject({
      sales: 1,
    });
  });
});

describe("vendorCustomers", () => {
  it("lists this vendor's registered buyers with their totals, searchable and sorted, never another vendor's", async () => {
    const { vendor, product } = await shop();
    const other = await shop();
    const ama = await createUser(t.db, { name: "Ama Owusu" });
    const bayo = await createUser(t.db, { name: "Bayo Cole" });
    const outsider = await createUser(t.db, { name: "Only Elsewhere" });
    await t.db.insert(conversations).values({ id: "cnv_t2", buyerId: bayo.id, vendorId: vendor.id });
    await insertPastOrders(t.db, [
      order(vendor.id, product, { userId: ama.id, email: ama.email, quantity: 4, country: "GH" }),
      order(vendor.id, product, {
        userId: bayo.id,
        email: bayo.email,
        placedAt: new Date("2026-11-25T09:00:00Z"),
      }),
      order(vendor.id, product, { userId: bayo.id, email: bayo.email }),
      order(vendor.id, product, { userId: bayo.id, email: bayo.email, status: "cancelled" }),
      order(vendor.id, product),
      order(other.vendor.id, other.product, { userId: outsider.id, email: outsider.email }),
      order(other.vendor.id, other.product, { userId: ama.id, email: ama.email, quantity: 9 }),
    ]);

    const bySpent = await vendorCustomers(t.db, { vendorId: vendor.id, search: "", sort: "spent", page: 1 });
    expect(bySpent.total).toBe(2);
    expect(bySpent.rows.map((row) => [row.name, row.orderCount, row.totalSpent, row.countryCode])).toEqual([
      ["Ama Owusu", 1, 2_000_000, "GH"],
      ["Bayo Cole", 2, 1_000_000, "NG"],
    ]);
    expect(bySpent.rows[1]).toMatchObject({
      conversationId: "cnv_t2",
      lastOrderAt: new Date("2026-11-25T09:00:00Z"),
    });
    expect(bySpent.rows[0]!.conversationId).toBeNull();

    const recent = await vendorCustomers(t.db, { vendorId: vendor.id, search: "", sort: "recent", page: 1 });
    expect(recent.rows.map((row) => row.name)).toEqual(["Bayo Cole", "Ama Owusu"]);
    const found = await vendorCustomers(t.db, { vendorId: vendor.id, search: "owu", sort: "spent", page: 1 });
    expect(found.rows.map((row) => row.email)).toEqual([ama.email]);
    const byMail = await vendorCustomers(t.db, {
      vendorId: vendor.id,
      search: bayo.email.toUpperCase(),
      sort: "spent",
      page: 1,
    });
    expect(byMail.rows.map((row) => row.name)).toEqual(["Bayo Cole"]);
  });
});

describe("counting interest", () => {
  it("adds views and add-to-carts to today's row of the product and its vendor", async () => {
    const { vendor, product } = await shop();
    const buyer = await createUser(t.db);
    await addProductViews(t.db, { views: [[product.id, 3]] });
    await addProductViews(t.db, { views: [[product.id, 2]] });
    await addToCart(t.db, { owner: { kind: "user", userId: buyer.id }, productId: product.id, quantity: 1 });
    await addToCart(t.db, { owner: { kind: "user", userId: buyer.id }, productId: product.id, quantity: 2 });
    const rows = await t.db
      .select()
      .from(productDailyStats)
      .where(eq(productDailyStats.productId, product.id));
    expect(rows).toEqual([
      {
        productId: product.id,
        vendorId: vendor.id,
        day: new Date().toISOString().slice(0, 10),
        views: 5,
        addToCarts: 2,
      },
    ]);
    expect(
      await t.db.select().from(vendorDailyStats).where(eq(vendorDailyStats.vendorId, vendor.id)),
    ).toEqual([{ vendorId: vendor.id, day: new Date().toISOString().slice(0, 10), views: 5, addToCarts: 2 }]);
  });

  it("keeps the vendor's day totals equal to its products' rows, however those rows are written or removed", async () => {
    const { vendor, product } = await shop();
    const second = await createProduct(t.db, { vendorId: vendor.id });
    await t.db.insert(productDailyStats).values([
      { productId: product.id, vendorId: vendor.id, day: "2026-11-20", views: 10, addToCarts: 1 },
      { productId: second.id, vendorId: vendor.id, day: "2026-11-20", views: 7, addToCarts: 2 },
      { productId: second.id, vendorId: vendor.id, day: "2026-11-21", views: 4 },
    ]);
    await t.db
      .update(productDailyStats)
      .set({ views: 30 })
      .where(and(eq(productDailyStats.productId, product.id), eq(productDailyStats.day, "2026-11-20")));
    await t.db.delete(productDailyStats).where(eq(productDailyStats.day, "2026-11-21"));
    const totals = await t.db
      .select({
        day: vendorDailyStats.day,
        views: vendorDailyStats.views,
        addToCarts: vendorDailyStats.addToCarts,
      })
      .from(vendorDailyStats)
      .where(eq(vendorDailyStats.vendorId, vendor.id))
      .orderBy(vendorDailyStats.day);
    expect(totals).toEqual([
      { day: "2026-11-20", views: 37, addToCarts: 3 },
      { day: "2026-11-21", views: 0, addToCarts: 0 },
    ]);
  });

  it("does not count an add-to-cart that fails", async () => {
    const { product } = await shop();
    const buyer = await createUser(t.db);
    await expect(
      addToCart(t.db, {
        owner: { kind: "user", userId: buyer.id },
        productId: product.id,
        quantity: 100_000,
      }),
    ).rejects.toThrow();
    expect(
      await t.db.select().from(productDailyStats).where(eq(productDailyStats.productId, product.id)),
    ).toEqual([]);
  });
});
