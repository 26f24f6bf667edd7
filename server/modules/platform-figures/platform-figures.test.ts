import { describe, expect, it } from "vitest";
import { type FiguresRange, parseFiguresPeriod } from "#common/platform-figures";
import { vendorPayouts } from "#db/schema";
import { newId } from "#server/lib/ids";
import { insertPastOrders, type PastOrder } from "../../../demo/orders/insert-past-orders";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { createRfq } from "../../../tests/rfq-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { createVendorApplication } from "../../../tests/vendor-application-factories";
import { createPlatformFiguresCache, readPlatformFigures } from "./figures-cache";
import { platformFigures } from "./platform-figures.queries";

const t = useTestDatabase();

const dayMs = 86_400_000;
const now = new Date();
/** 01:00 UTC of the day `daysAgo` days before today: inside that UTC day whatever the hour now. */
const daysAgo = (days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * dayMs + 3_600_000);
const rangeOf = (period: string, extra: { from?: string; to?: string } = {}): FiguresRange => {
  const parsed = parseFiguresPeriod({ period, ...extra }, now);
  if (!parsed.ok) throw new Error(`bad period ${period}`);
  return parsed.range;
};

let orderCount = 0;
type Product = Awaited<ReturnType<typeof createProduct>>;
function order(product: Product, fields: Partial<PastOrder> & { quantity?: number } = {}): PastOrder {
  orderCount += 1;
  const { quantity = 1, ...rest } = fields;
  return {
    key: `pf${orderCount}_${product.id}`,
    orderNumber: `SAB-PF${orderCount}-${product.id}`,
    userId: null,
    email: `guest${orderCount}@example.com`,
    vendorId: product.vendorId,
    currency: "NGN",
    status: "delivered",
    paymentStatus: "paid",
    placedAt: daysAgo(1),
    country: "NG",
    lines: [{ productId: product.id, name: product.name, sku: product.sku, quantity, price: product.price }],
    ...rest,
  };
}

/** Two stores, three products, and orders that count and orders that do not. */
async function marketplace() {
  const adire = await createVendor(t.db, { businessName: "Adire House" });
  const kente = await createVendor(t.db, { businessName: "Kente Hall" });
  const scarf = await createProduct(t.db, { vendorId: adire.id, name: "Adire scarf", price: 500_000 });
  const wrap = await createProduct(t.db, { vendorId: adire.id, name: "Adire wrap", price: 100_000 });
  const stole = await createProduct(t.db, { vendorId: kente.id, name: "Kente stole", price: 200_000 });
  await insertPastOrders(t.db, [
    order(scarf, { quantity: 2 }),
    order(wrap, { quantity: 3, paymentStatus: "on_account", status: "pending", country: "GH" }),
    order(stole, { country: "KE", placedAt: daysAgo(20) }),
    // Not sales: waiting for payment, cancelled, failed, and money in another currency.
    order(scarf, { paymentStatus: "awaiting_payment", status: "pending" }),
    order(scarf, { status: "cancelled" }),
    order(stole, { paymentStatus: "failed", status: "pending" }),
    order(stole, { currency: "USD", quantity: 9 }),
    // Before the 30 days: only in the trend (when the same six months hold it) and longer periods.
    order(stole, { quantity: 4, placedAt: daysAgo(45) }),
  ]);
  return { adire, kente, scarf, wrap, stole };
}

describe("platformFigures", () => {
  it("gives GMV, orders, average order value and the top lists of a known set of orders", async () => {
    const { adire, kente, scarf, wrap, stole } = await marketplace();
    const figures = await platformFigures(t.db, { range: rangeOf("30d"), now });
    expect(figures).toMatchObject({
      currency: "NGN",
      gmv: 1_500_000,
      orders: 3,
      averageOrderValue: 500_000,
    });
    expect(figures.topProducts).toEqual([
      { id: scarf.id, name: "Adire scarf", revenue: 1_000_000, count: 2 },
      { id: wrap.id, name: "Adire wrap", revenue: 300_000, count: 3 },
      { id: stole.id, name: "Kente stole", revenue: 200_000, count: 1 },
    ]);
    expect(figures.topVendors).toEqual([
      { id: adire.id, name: "Adire House", revenue: 1_300_000, count: 2 },
      { id: kente.id, name: "Kente Hall", revenue: 200_000, count: 1 },
    ]);
    expect(figures.topCountries).toEqual([
      { id: "NG", name: "Nigeria", revenue: 1_000_000, count: 1 },
      { id: "GH", name: "Ghana", revenue: 300_000, count: 1 },
      { id: "KE", name: "Kenya", revenue: 200_000, count: 1 },
    ]);
    // Six months up to this one; every sale of the set is in them, the 45-day-old one included.
    expect(figures.trend).toHaveLength(6);
    expect(figures.trend.at(-1)!.month).toBe(now.toISOString().slice(0, 7));
    expect(figures.trend.reduce((sum, month) => sum + month.gmv, 0)).toBe(2_300_000);
    expect(figures.trend.reduce((sum, month) => sum + month.orders, 0)).toBe(4);
  });

  it("reads only the period asked for", async () => {
    await marketplace();
    const week = await platformFigures(t.db, { range: rangeOf("7d"), now });
    expect(week).toMatchObject({ gmv: 1_300_000, orders: 2, averageOrderValue: 650_000 });
    const quarter = await platformFigures(t.db, { range: rangeOf("90d"), now });
    expect(quarter).toMatchObject({ gmv: 2_300_000, orders: 4 });
    const day45 = daysAgo(45).toISOString().slice(0, 10);
    const custom = await platformFigures(t.db, { range: rangeOf("custom", { from: day45, to: day45 }), now });
    expect(custom).toMatchObject({
      gmv: 800_000,
      orders: 1,
      topProducts: [{ name: "Kente stole", count: 4 }],
    });
    const empty = await platformFigures(t.db, {
      range: rangeOf("custom", { from: "2020-01-01", to: "2020-01-31" }),
      now,
    });
    expect(empty).toMatchObject({
      gmv: 0,
      orders: 0,
      averageOrderValue: null,
      topProducts: [],
      topVendors: [],
    });
  });

  it("ranks the period's products by their sales in it, whatever they sold before", async () => {
    const vendor = await createVendor(t.db, { businessName: "Adire House" });
    const made = await Promise.all(
      ["A", "B", "C", "D", "E", "F", "G"].map((letter) =>
        createProduct(t.db, { vendorId: vendor.id, name: `Adire ${letter}`, price: 100_000 }),
      ),
    );
    const [a, b, c, d, e, f, g] = made as [Product, Product, Product, Product, Product, Product, Product];
    // A and B lead all time on sales before the 30 days; in them A sells least and B nothing. More
    // than five products sold in the period, so its list is searched among the products whose
    // all-time sales could reach the leaders' fifth best in the period.
    await insertPastOrders(t.db, [
      order(a, { quantity: 50, placedAt: daysAgo(45) }),
      order(b, { quantity: 40, placedAt: daysAgo(45) }),
      ...(
        [
          [a, 1],
          [c, 6],
          [d, 5],
          [e, 4],
          [f, 3],
          [g, 2],
        ] as const
      ).map(([product, quantity]) => order(product, { quantity })),
    ]);
    const ranked = async (period: string) =>
      (await platformFigures(t.db, { range: rangeOf(period), now })).topProducts.map((row) => [
        row.name,
        row.revenue,
        row.count,
      ]);
    expect(await ranked("30d")).toEqual([
      ["Adire C", 600_000, 6],
      ["Adire D", 500_000, 5],
      ["Adire E", 400_000, 4],
      ["Adire F", 300_000, 3],
      ["Adire G", 200_000, 2],
    ]);
    expect(await ranked("90d")).toEqual([
      ["Adire A", 5_100_000, 51],
      ["Adire B", 4_000_000, 40],
      ["Adire C", 600_000, 6],
      ["Adire D", 500_000, 5],
      ["Adire E", 400_000, 4],
    ]);
  });

  it("counts new buyers and vendors of the period, and what waits now whenever it started", async () => {
    const vendor = await createVendor(t.db);
    await createUser(t.db, { role: "user" });
    await createUser(t.db, { role: "vendor" });
    await createVendorApplication(t.db); // its applicant is a new buyer too
    await createVendorApplication(t.db, { status: "rejected" });
    await createRfq(t.db, { status: "pending" });
    await createRfq(t.db, { status: "processing" });
    await createRfq(t.db, { status: "accepted" });
    // Sent long ago: past its validity, it reads as expired.
    await createRfq(t.db, { status: "pending", createdAt: new Date(now.getTime() - 400 * dayMs) });
    const method = {
      type: "bank" as const,
      bankName: "Access Bank",
      bankCode: "044",
      accountNumber: "0123456789",
      accountName: "Vendor Ltd",
      countryCode: "NG",
    };
    await t.db.insert(vendorPayouts).values(
      (["requested", "approved", "processing", "paid", "failed"] as const).map((status, index) => ({
        id: newId("pyo"),
        vendorId: vendor.id,
        amount: 100_000 * (index + 1),
        currency: "NGN",
        status,
        method,
      })),
    );
    const figures = await platformFigures(t.db, { range: rangeOf("7d"), now });
    // A buyer made here, the two applicants and the four RFQ buyers (their corporate accounts).
    expect(figures.newBuyers).toBe(7);
    expect(figures.newVendors).toBeGreaterThanOrEqual(1);
    expect(figures).toMatchObject({
      applicationsWaiting: 1,
      rfqsOpen: 2,
      payoutsPending: { count: 3, amount: 600_000 },
    });
  });
});

describe("readPlatformFigures", () => {
  it("reuses a period's figures for up to a minute, then reads them again", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const { scarf } = await marketplace();
    let clock = now.getTime();
    const cache = createPlatformFiguresCache({ now: () => clock });
    const read = () => readPlatformFigures(t.db, { actor: admin, range: rangeOf("30d"), cache, now });
    expect((await read()).gmv).toBe(1_500_000);
    await insertPastOrders(t.db, [order(scarf)]);
    clock += 59_000;
    expect((await read()).gmv).toBe(1_500_000);
    // Another period is read on its own.
    expect((await readPlatformFigures(t.db, { actor: admin, range: rangeOf("7d"), cache, now })).gmv).toBe(
      1_800_000,
    );
    clock += 2_000;
    expect((await read()).gmv).toBe(2_000_000);
  });

  it("is for the back office only: staff read the figures, a vendor or buyer is refused", async () => {
    const cache = createPlatformFiguresCache({ maxAgeMs: 0 });
    const range = rangeOf("30d");
    for (const role of ["admin", "staff"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      await expect(readPlatformFigures(t.db, { actor, range, cache })).resolves.toMatchObject({ gmv: 0 });
    }
    for (const role of ["vendor", "user"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      expect((await appErrorFrom(readPlatformFigures(t.db, { actor, range, cache }))).status).toBe(403);
    }
    expect((await appErrorFrom(readPlatformFigures(t.db, { actor: null, range, cache }))).status).toBe(401);
  });
});
