// `npm run db:migrate`: applies the committed migrations (the server also does this at start-up).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabaseFromEnv } from "#db/open-from-env";
import { loadEnv } from "#server/lib/env";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = loadEnv();
const database = await openDatabaseFromEnv(env, root);
await database.migrate();
await database.close();
console.log(`Migrated ${database.kind}.`);
