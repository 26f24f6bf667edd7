import path from "node:path";
import type { Env } from "#server/lib/env";
import { openDatabase, type Database, type OpenOptions } from "./client";

/** The configured database: DATABASE_URL's PostgreSQL, else PGlite on disk under DATA_DIR. */
export function openDatabaseFromEnv(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR">,
  projectRoot: string,
  options: Pick<OpenOptions, "onConnectionError"> = {},
): Promise<Database> {
  return openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dataDir: path.resolve(projectRoot, env.DATA_DIR, "pglite") },
    {
      ...options,
      migrationsFolder: path.join(projectRoot, "db/migrations"),
    },
  );
}
