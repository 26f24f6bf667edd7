// `npm run db:seed`: reference data, plus demo accounts unless SEED_DEMO=false.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabaseFromEnv } from "#db/open-from-env";
import { seedReferenceData } from "#db/seed/seed";
import { seedDemoData } from "#db/seed/seed-demo";
import { loadEnv } from "#server/lib/env";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = loadEnv();
const database = await openDatabaseFromEnv(env, root);
await database.migrate();
await seedReferenceData(database.db);
if (env.SEED_DEMO) await seedDemoData(database.db);
await database.close();
console.log(`Seeded ${database.kind}${env.SEED_DEMO ? " with demo accounts" : ""}.`);
