// `npm run bench:reports`: server time of the back office's figures — /admin/reports for 30 days by
// day, a quarter by week and a year by month, one table's CSV, /admin/insights and
// /admin/ai-analytics (budget: p95 ≤ 150 ms). Seeds the demo catalogue with BENCH_PRODUCTS (default
// 20000) generated products into a fresh PGlite dir (and PostgreSQL when BENCH_DATABASE_URL is set),
// then BENCH_REPORT_ORDERS (default 100000) paid and unpaid orders over the last year from 20,000
// buyers, the vendors' sales summaries counted from them; then times each loader's query in process.
// Prints figures; asserts nothing. BENCH_PGLITE_DIR / BENCH_PG_DATABASE keep a database between runs.
import { fileURLToPath } from "node:url";
import path from "node:path";
import { defaultReportQuery, type ReportQuery } from "#common/admin-reports";
import { openDatabaseFromEnv } from "#db/open-from-env";
import { orders, products } from "#db/schema";
import { seededRandom } from "#server/lib/seeded-random";
import { aiAnalytics } from "#server/modules/reports/ai-analytics.queries";
import { insights } from "#server/modules/reports/insights.queries";
import { salesReportCsv } from "#server/modules/reports/sales-reports-csv.queries";
import { salesReports } from "#server/modules/reports/sales-reports.queries";
import { insertPastOrders, type PastOrder } from "#demo/orders/insert-past-orders";
import { count, eq } from "drizzle-orm";
import { measureOnEachDatabase, printScenarioTimes, run, type Scenario } from "./bench-server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const productCount = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const orderCount = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 30);
const dayMs = 86_400_000;
const countries = ["NG", "GH", "KE", "ZA", "GB", "US"];
const methods = ["card", "bank_transfer", "mobile_money", "net_terms", "purchase_order"] as const;

/** A year of orders, one store and one to two lines each, from 20,000 buyers (a tenth of them guests). */
async function seedOrders(db: Parameters<typeof insertPastOrders>[0]) {
  const catalogue = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.price,
      vendorId: products.vendorId,
    })
    .from(products);
  const random = seededRandom("bench-reports");
  const now = Date.now();
  for (let start = 0; start < orderCount; start += 10_000) {
    const batch = Array.from({ length: Math.min(10_000, orderCount - start) }, (_, offset): PastOrder => {
      const index = start + offset;
      const product = random.pick(catalogue);
      const method = random.pick(methods);
      return {
        key: `bench_rep_${index}`,
        orderNumber: `SAB-BR${index}`,
        userId: null,
        email: `buyer${random.int(1, 20_000)}@bench.example`,
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
        paymentStatus:
          method === "net_terms" || method === "purchase_order"
            ? "on_account"
            : random.chance(0.9)
              ? "paid"
              : "awaiting_payment",
        paymentMethod: method,
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
    await insertPastOrders(db, batch);
    console.log(
      `  ${(start + batch.length).toLocaleString("en")} / ${orderCount.toLocaleString("en")} orders`,
    );
  }
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
    const [seeded] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, `ord_bench_rep_${orderCount - 1}`));
    if (!seeded) {
      await seedOrders(db);
      await database.vacuum();
    }
    const [{ all } = { all: 0 }] = await db.select({ all: count() }).from(orders);
    console.log(`${all.toLocaleString("en")} orders in all`);
    const now = new Date();
    const days = (length: number, group: ReportQuery["group"]): ReportQuery => ({
      from: new Date(now.getTime() - (length - 1) * dayMs).toISOString().slice(0, 10),
      to: now.toISOString().slice(0, 10),
      group,
    });
    const scenarios: Scenario[] = [
      ["reports, 30 days by day", 150, () => salesReports(db, { query: defaultReportQuery(now) })],
      ["reports, 90 days by week", 150, () => salesReports(db, { query: days(90, "week") })],
      ["reports, 365 days by month", 150, () => salesReports(db, { query: days(365, "month") })],
      [
        "CSV by category, 365 days",
        150,
        () => salesReportCsv(db, { query: days(365, "month"), kind: "categories" }),
      ],
      ["insights", 150, () => insights(db, { windowDays: 30, hours: 24 })],
      ["ai analytics", 150, () => aiAnalytics(db)],
    ];
    await printScenarioTimes(scenarios, samples);
  } finally {
    await database.close();
  }
}

measureOnEachDatabase(measure).catch((error) => {
  console.error(error);
  process.exit(1);
});
