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
import { isConnectionLost } from "./connection-lost";
import { withStatementCache } from "./pglite-statement-cache";
import * as schema from "./schema";

type Schema = typeof schema;
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
  /**
   * Runs `work` while no other process runs its own `exclusively` on the same database: servers
   * booting together against one PostgreSQL database migrate and seed one after the other (the
   * second finds everything done) instead of inserting the same rows at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Postgres extensions the schema uses, loaded into every embedded PGlite (server and tests). */
export const pgliteExtensions = { pg_trgm };

/** The advisory lock key of `exclusively` (any fixed number no other code of ours locks). */
const bootLockKey = 720_260_001;

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseTarget = { url: string } | { dataDir: string } | { pglite: PGlite };

export interface OpenOptions {
  migrationsFolder?: string;
  /**
   * A pooled connection broke (the server restarted, an admin ended it), idle or in use. The pool
   * drops it and opens a new one for the next query; the query it was running fails on its own.
   */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  if ("url" in target) {
    // JIT compiles any plan the estimator thinks costly, for 50–200 ms, on queries that run in a few
    // ms at 100k products (the catalog's sorts and counts): a loss for every storefront request.
    // A server that stops answering (not one that refuses) would otherwise hold every request
    // waiting for a connection; keepAlive notices a peer that went away without a word.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      options: "-c jit=off",
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    handleConnectionErrors(
      pool,
      options.onConnectionError ?? ((error) => console.warn(`PostgreSQL connection lost: ${error.message}`)),
    );
    retryReadsOnce(pool);
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
      exclusively: async (work) => {
        // A session lock on a connection of its own, held until the work is done: the work's own
        // statements run on other connections of the pool.
        const holder = await pool.connect();
        try {
          await holder.query("select pg_advisory_lock($1)", [bootLockKey]);
          try {
            return await work();
          } finally {
            await holder.query("select pg_advisory_unlock($1)", [bootLockKey]);
          }
        } finally {
          holder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client =
    "pglite" in target
      ? target.pglite
      : await PGlite.create({ dataDir: target.dataDir, extensions: pgliteExtensions });
  const db = drizzlePglite(withStatementCache(client), { schema }) as unknown as Db;
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
    // One process owns an embedded database's directory: there is no one to wait for.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

/**
 * A client emits 'error' when its connection breaks, and an 'error' event nobody listens to ends
 * the process. The pool listens only while a client is idle; a client checked out by a query or a
 * transaction gets its own listener here, for its whole life. The pool's own event repeats what
 * that listener has already reported.
 */
function handleConnectionErrors(pool: pg.Pool, report: (error: Error) => void): void {
  pool.on("connect", (client) => client.on("error", report));
  pool.on("error", () => {});
}

type PoolQuery = (config: string | pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

/**
 * A read outside a transaction (a statement starting with SELECT, sent through the pool) whose
 * connection was lost is asked once more, on a new connection: running it twice changes nothing.
 * Writes and everything inside a transaction (run on a checked-out client, not through here) fail
 * as they are: whether they took effect is unknown, so only the caller may decide to try again.
 */
function retryReadsOnce(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as PoolQuery;
  const retrying: PoolQuery = async (config, values) => {
    try {
      return await query(config, values);
    } catch (error) {
      const text = typeof config === "string" ? config : config.text;
      if (!isConnectionLost(error) || !/^\s*select\b/i.test(text)) throw error;
      return query(config, values);
    }
  };
  pool.query = retrying as typeof pool.query;
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
