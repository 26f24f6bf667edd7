// `npm run db:seed`: reference data, plus the demo accounts and catalog unless SEED_DEMO=false.
// `npm run db:seed -- --products 100000` also adds that many generated products (benchmarks).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { openDatabaseFromEnv } from "#db/open-from-env";
import { seedBulkProducts } from "#demo/catalog/seed-bulk-products";
import { seedReferenceData } from "#db/seed/seed";
import { seedDemoData } from "#demo/seed-demo";
import { loadEnv } from "#server/lib/env";
import { mediaStoreFromEnv } from "#server/modules/media/media-store-from-env";

const { values } = parseArgs({ options: { products: { type: "string" } } });
const bulkCount = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(bulkCount) || bulkCount < 0) {
  console.error(`--products must be a whole number, got ${JSON.stringify(values.products)}`);
  process.exit(1);
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
    // PGlite runs no autovacuum: without this the planner knows nothing of the new rows and
    // index-only scans still visit the heap.
    await database.vacuum();
    console.log(
      `Added ${inserted.toLocaleString("en")} generated products in ${seconds(bulkStarted)} (vacuumed and analysed).`,
    );
  }
} finally {
  await database.close();
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
