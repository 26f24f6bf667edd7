// `npm run bench:vendor`: server time of the vendor area's reads — dashboard, analytics, customers,
// the product list, payouts, and the admin's vendor list (budget: p95 ≤ 100 ms) — and of product
// create and update through the catalog's commands, index upkeep included (budget: p95 ≤ 150 ms). Seeds BENCH_PRODUCTS (default 100000) products into a fresh PGlite dir,
// and into PostgreSQL when BENCH_DATABASE_URL is set; the demo vendor Lagos Threads then holds about
// 5,500 of them. Adds BENCH_VENDOR_ORDERS (default 20000) paid orders of Lagos Threads from 2,000
// buyers over the last year, as many for the other vendors (their sales summaries counted from
// them), a year of daily stats for a fifth of its products a day, and a ledger entry per delivered
// sub-order; then times each loader's query in process. Prints figures; asserts nothing.
// BENCH_PGLITE_DIR=<dir> keeps the PGlite database there and reuses it on the next run (no re-seed);
// BENCH_PG_DATABASE=<name> does the same with a PostgreSQL database of that name. A kept database is
// migrated before it is measured, and seeded only as far as it is not yet.
import { fileURLToPath } from "node:url";
import path from "node:path";
import { insightPeriods } from "#common/vendor-insights";
import { openDatabaseFromEnv } from "#db/open-from-env";
import type { Db } from "#db/client";
import {
  orders,
  productDailyStats,
  products,
  subOrders,
  users,
  vendorLedgerEntries,
  vendors,
} from "#db/schema";
import { newId } from "#server/lib/ids";
import type { ProductFormInput } from "#common/vendor-products";
import { createProduct } from "#server/modules/catalog/create-product";
import { updateProduct } from "#server/modules/catalog/update-product";
import { listVendorProducts } from "#server/modules/catalog/vendor-products.queries";
import { vendorPayoutsOverview } from "#server/modules/payouts/payouts.queries";
import { listBackOfficeVendors } from "#server/modules/vendors/back-office.queries";
import { memoryStore } from "../tests/memory-media";
import { seededRandom } from "#server/lib/seeded-random";
import { vendorAnalytics } from "#server/modules/analytics/vendor-analytics.queries";
import { vendorCustomers } from "#server/modules/analytics/vendor-customers.queries";
import { vendorDashboard } from "#server/modules/analytics/vendor-dashboard.queries";
import { insertNewRows } from "#demo/catalog/insert-in-chunks";
import { insertPastOrders, type PastOrder } from "#demo/orders/insert-past-orders";
import { and, count, eq, ne } from "drizzle-orm";
import { measureOnEachDatabase, printScenarioTimes, run, type Scenario } from "./bench-server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const vendorOrders = Number(process.env.BENCH_VENDOR_ORDERS ?? 20_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 50);
const buyerCount = 2_000;
const dayMs = 86_400_000;
const countries = ["NG", "GH", "KE", "ZA", "GB", "US"];

type Product = { id: string; name: string; sku: string; price: number; vendorId: string };

function pastOrders(prefix: string, catalog: Product[], buyerIds: string[], count: number, now: number) {
  const random = seededRandom(`bench-vendor-${prefix}`);
  return Array.from({ length: count }, (_, index): PastOrder => {
    const product = random.pick(catalog);
    const userId = random.chance(0.9) ? random.pick(buyerIds) : null;
    return {
      key: `bench_${prefix}_${index}`,
      orderNumber: `SAB-B${prefix.toUpperCase()}${index}`,
      userId,
      email: `${userId ?? `guest${index}`}@bench.example`,
      vendorId: product.vendorId,
      currency: "NGN",
      status: random.pick([
        "delivered",
        "delivered",
        "shipped",
        "processing",
        "pending",
        "cancelled",
      ] as const),
      paymentStatus: random.chance(0.9) ? "paid" : "awaiting_payment",
      placedAt: new Date(now - random.int(0, 364) * dayMs - random.int(0, 86_399) * 1000),
      country: random.pick(countries),
      lines: [
        {
          productId: product.id,
          name: product.name,
          sku: product.sku,
          quantity: random.int(1, 20),
          price: product.price,
        },
      ],
    };
  });
}

/** The vendor's history at scale: buyers, its orders and others', and a year of daily stats. */
async function seedVendorHistory(db: Db, vendorId: string) {
  const now = Date.now();
  const buyerIds = Array.from({ length: buyerCount }, (_, index) => `usr_bench_${index}`);
  await insertNewRows(
    db,
    users,
    buyerIds.map((id, index) => ({
      id,
      name: `Bench Buyer ${index}`,
      email: `${id}@bench.example`,
      emailVerified: true,
    })),
  );
  const columns = {
    id: products.id,
    name: products.name,
    sku: products.sku,
    price: products.price,
    vendorId: products.vendorId,
  };
  const own = await db.select(columns).from(products).where(eq(products.vendorId, vendorId));
  const others = await db.select(columns).from(products).where(ne(products.vendorId, vendorId)).limit(20_000);
  for (const [prefix, catalog] of [
    ["own", own],
    ["oth", others],
  ] as const)
    await insertPastOrders(db, pastOrders(prefix, catalog, buyerIds, vendorOrders, now));
  const random = seededRandom("bench-vendor-stats");
  for (let daysAgo = 0; daysAgo < 365; daysAgo += 1) {
    const day = new Date(now - daysAgo * dayMs).toISOString().slice(0, 10);
    const viewed = random.sample(own, Math.ceil(own.length / 5));
    await insertNewRows(
      db,
      productDailyStats,
      viewed.map((product) => ({
        productId: product.id,
        vendorId,
        day,
        views: random.int(1, 40),
        addToCarts: random.int(0, 3),
      })),
      1_000,
    );
  }
  const delivered = await db
    .select({ id: subOrders.id, subtotal: subOrders.subtotal, createdAt: subOrders.createdAt })
    .from(subOrders)
    .where(and(eq(subOrders.vendorId, vendorId), eq(subOrders.status, "delivered")));
  await insertNewRows(
    db,
    vendorLedgerEntries,
    delivered.map((sale) => ({
      id: newId("led"),
      vendorId,
      kind: "earning" as const,
      amount: sale.subtotal,
      currency: "NGN",
      subOrderId: sale.id,
      createdAt: sale.createdAt,
    })),
    1_000,
  );
}

// A kept database holds the products earlier runs created: each run's SKUs are its own.
const runKey = Date.now().toString(36).toUpperCase();

/** A new product as the vendor's form posts it; `index` keeps its SKU unique. */
function productInput(index: number, overrides: Partial<ProductFormInput> = {}): ProductFormInput {
  return {
    name: `Bench Adire Scarf ${index}`,
    description: "Hand-dyed indigo cotton from Abeokuta.",
    category: "",
    price: "12500",
    originalPrice: "",
    moq: "2",
    stockQuantity: "40",
    sku: `BENCH-${runKey}-${index}`,
    leadTime: "7-10 days",
    countryOfOrigin: "NG",
    sampleAvailable: true,
    certifications: "",
    specs: [{ key: "Material", value: "Cotton" }],
    status: "listed",
    ...overrides,
  };
}

async function measure(label: string, env: NodeJS.ProcessEnv, { seed }: { seed: boolean }) {
  if (seed) {
    console.log(`\n== ${label}: seeding ${productCount.toLocaleString("en")} products ==`);
    run("npx", ["tsx", "scripts/db-seed.ts", "--products", String(productCount)], env);
  } else console.log(`\n== ${label}: the kept database ==`);
  const database = await openDatabaseFromEnv(
    { DATA_DIR: env.DATA_DIR!, DATABASE_URL: env.DATABASE_URL },
    root,
  );
  try {
    const { db } = database;
    await database.migrate();
    const [store] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.slug, "lagos-threads"));
    const seedStarted = performance.now();
    const [seeded] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, `ord_bench_oth_${vendorOrders - 1}`));
    if (!seeded) {
      await seedVendorHistory(db, store!.id);
      await database.vacuum();
    }
    const [{ own } = { own: 0 }] = await db
      .select({ own: count() })
      .from(products)
      .where(eq(products.vendorId, store!.id));
    const [{ stats } = { stats: 0 }] = await db.select({ stats: count() }).from(productDailyStats);
    console.log(
      `Lagos Threads: ${own.toLocaleString("en")} products, ${vendorOrders.toLocaleString("en")} orders (and as many of other vendors), ${stats.toLocaleString("en")} daily stat rows; ${seeded ? "kept from an earlier run" : `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`}`,
    );
    const vendorId = store!.id;
    const media = memoryStore();
    const client = { ip: "127.0.0.1", userAgent: "bench" };
    const created: string[] = [];
    const scenarios: Scenario[] = [
      ...insightPeriods.map((period): Scenario => [
        `dashboard ${period}`,
        100,
        () => vendorDashboard(db, { vendorId, period }),
      ]),
      ...insightPeriods.map((period): Scenario => [
        `analytics ${period}`,
        100,
        () => vendorAnalytics(db, { vendorId, period }),
      ]),
      [
        "customers by total spent",
        100,
        () => vendorCustomers(db, { vendorId, search: "", sort: "spent", page: 1 }),
      ],
      [
        "customers by last order, p. 5",
        100,
        () => vendorCustomers(db, { vendorId, search: "", sort: "recent", page: 5 }),
      ],
      [
        "customers search",
        100,
        () => vendorCustomers(db, { vendorId, search: "buyer 12", sort: "spent", page: 1 }),
      ],
      [
        "products, first page",
        100,
        () => listVendorProducts(db, { vendorId, search: "", filter: undefined, page: 1 }),
      ],
      [
        "products search",
        100,
        () => listVendorProducts(db, { vendorId, search: "indigo", filter: undefined, page: 1 }),
      ],
      [
        "products out of stock",
        100,
        () => listVendorProducts(db, { vendorId, search: "", filter: "out-of-stock", page: 1 }),
      ],
      ["payouts: balance, ledger p. 1", 100, () => vendorPayoutsOverview(db, { vendorId, page: 1 })],
      ["payouts: ledger p. 20", 100, () => vendorPayoutsOverview(db, { vendorId, page: 20 })],
      ["admin vendors, first page", 100, () => listBackOfficeVendors(db, { page: 1 })],
      ["admin vendors search", 100, () => listBackOfficeVendors(db, { page: 1, search: "lagos" })],
      [
        "product create (listed)",
        150,
        async (round) =>
          created.push(
            (await createProduct(db, { vendorId, media, client, input: productInput(round), files: [] })).id,
          ),
      ],
      [
        "product update (price, name)",
        150,
        (round) =>
          updateProduct(db, {
            vendorId,
            media,
            client,
            productId: created[round % created.length]!,
            input: productInput(round % created.length, {
              name: `Bench Adire Scarf ${round} (new)`,
              price: String(12_000 + round),
            }),
            files: [],
          }),
      ],
    ];
    await printScenarioTimes(scenarios, samples);
  } finally {
    await database.close();
  }
}

async function main() {
  await measureOnEachDatabase(measure);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
