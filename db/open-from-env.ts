import path from "node:path";
import { openDatabase, type Database, type OpenOptions } from "./client";

/**
 * The configured database: DATABASE_URL's PostgreSQL, else PGlite on disk under DATA_DIR. Takes the
 * two settings it reads rather than the server's Env type, since db/ imports nothing from server/.
 */
export function openDatabaseFromEnv(
  env: { DATABASE_URL?: string; DATA_DIR: string },
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
