import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { SQL } from "drizzle-orm";
import * as schema from "./schema";

export type Schema = typeof schema;
/** A database handle or an open transaction: every server function takes one of these first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** Checks the database answers a query. */
  ping(): Promise<void>;
  /** VACUUM (ANALYZE) of every table: PGlite has no autovacuum (server/maintenance.ts). */
  vacuum(): Promise<void>;
  close(): Promise<void>;
}

/** Postgres extensions the schema uses, loaded into every embedded PGlite (server and tests). */
export const pgliteExtensions = { pg_trgm };

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseTarget =
  | { url: string }
  | { dataDir: string }
  | { pglite: PGlite };

export interface OpenOptions {
  migrationsFolder?: string;
  /**
   * An idle pooled connection broke (the server restarted, an admin ended it). The pool drops it
   * and opens a new one for the next query; without a listener the error would end the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  if ("url" in target) {
    // JIT compiles any plan the estimator thinks costly, for 50–200 ms, on queries that run in a few
    // ms at 100k products (the catalog's sorts and counts): a loss for every storefront request.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, options: "-c jit=off" });
    pool.on("error", options.onIdleConnectionError ?? ((error) => console.warn(`PostgreSQL connection lost: ${error.message}`)));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: async () => {
        await migratePg(drizzlePg(pool), { migrationsFolder: folder });
      },
      ping: async () => {
        await pool.query("select 1");
      },
      vacuum: async () => {
        await pool.query("vacuum (analyze)");
      },
      close: () => pool.end(),
    };
  }
  const client = "pglite" in target ? target.pglite : await PGlite.create({ dataDir: target.dataDir, extensions: pgliteExtensions });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    },
    ping: async () => {
      await client.query("select 1");
    },
    vacuum: async () => {
      await client.exec("vacuum (analyze)");
    },
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
