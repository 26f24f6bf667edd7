// `npm run db:seed`: reference data, plus the demo accounts and catalog unless SEED_DEMO=false.
// `npm run db:seed -- --products 100000` also adds that many generated products (benchmarks), and as
// many past orders of them over the last twelve months (`--orders <n>` for another number, 0 for none),
// as many support tickets with their replies (`--tickets <n>`), the notifications those orders and tickets
// would have left (demo/notifications-at-scale.ts), and the back office's content at scale
// (a few hundred content pages with their revisions and media pictures, the home page's banners,
// sections and footer links up to their caps).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { openDatabaseFromEnv } from "#db/open-from-env";
import { seedBulkProducts } from "#demo/catalog/seed-bulk-products";
import { seedBulkContent } from "#demo/content-at-scale";
import { seedBulkMarketDay } from "#demo/market-days-at-scale";
import { seedBulkOrders } from "#demo/orders/seed-bulk-orders";
import { seedBulkSupportTickets } from "#demo/support-at-scale";
import { seedBulkNotifications } from "#demo/notifications-at-scale";
import { seedReferenceData } from "#db/seed/seed";
import { seedDemoData } from "#demo/seed-demo";
import { loadEnv } from "#server/lib/env";
import { mediaStoreFromEnv } from "#server/modules/media/media-store-from-env";

const { values } = parseArgs({
  options: { products: { type: "string" }, orders: { type: "string" }, tickets: { type: "string" } },
});
const bulkCount = wholeNumber("products", values.products, 0);
const orderCount = wholeNumber("orders", values.orders, bulkCount);
const ticketCount = wholeNumber("tickets", values.tickets, bulkCount);
/** Content pages (and as many media pictures) of a benchmark: a busy editorial team's few hundred. */
const bulkContentPages = 300;

function wholeNumber(option: string, value: string | undefined, fallback: number): number {
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 0) {
    console.error(`--${option} must be a whole number, got ${JSON.stringify(value)}`);
    process.exit(1);
  }
  return number;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = loadEnv();
const database = await openDatabaseFromEnv(env, root);
try {
  const started = performance.now();
  await database.migrate();
  await seedReferenceData(database.db);
  if (env.SEED_DEMO) await seedDemoData(database.db, { media: mediaStoreFromEnv(env, root) });
  console.log(
    `Seeded ${database.kind}${env.SEED_DEMO ? " with the demo accounts and catalog" : ""} in ${seconds(started)}.`,
  );
  if (bulkCount > 0) {
    const bulkStarted = performance.now();
    const { inserted } = await seedBulkProducts(database.db, {
      count: bulkCount,
      onBatch: (done, total) => {
        if (done % 10_000 === 0 || done === total)
          console.log(`  ${done.toLocaleString("en")} / ${total.toLocaleString("en")} products`);
      },
    });
    console.log(`Added ${inserted.toLocaleString("en")} generated products in ${seconds(bulkStarted)}.`);
    if (orderCount > 0) {
      const ordersStarted = performance.now();
      const orders = await seedBulkOrders(database.db, {
        count: orderCount,
        onBatch: (done, total) => {
          if (done % 20_000 === 0 || done === total)
            console.log(`  ${done.toLocaleString("en")} / ${total.toLocaleString("en")} orders`);
        },
      });
      console.log(
        `Added ${orders.inserted.toLocaleString("en")} past orders over twelve months in ${seconds(ordersStarted)}.`,
      );
    }
    if (ticketCount > 0) {
      const ticketsStarted = performance.now();
      const tickets = await seedBulkSupportTickets(database.db, { total: ticketCount });
      console.log(
        `Support tickets with their replies: ${tickets.toLocaleString("en")} stored in ${seconds(ticketsStarted)}.`,
      );
    }
    const notificationsStarted = performance.now();
    const notices = await seedBulkNotifications(database.db);
    console.log(
      `Notifications of the orders' buyers and the admin: ${notices.toLocaleString("en")} stored in ${seconds(notificationsStarted)}.`,
    );
    const eventProducts = await seedBulkMarketDay(database.db, { products: Math.min(5_000, bulkCount) });
    console.log(
      `Added a running market day with ${eventProducts.toLocaleString("en")} products at event prices.`,
    );
    await seedBulkContent(database.db, { pages: bulkContentPages });
    console.log(`Added the back office's content at scale (${bulkContentPages} pages and pictures).`);
    // PGlite runs no autovacuum: without this the planner knows nothing of the new rows and
    // index-only scans still visit the heap.
    await database.vacuum();
    console.log("Vacuumed and analysed.");
  }
} finally {
  await database.close();
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
