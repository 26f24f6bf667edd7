import { PGlite } from "@electric-sql/pglite";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, beforeEach, inject } from "vitest";
import { type Database, type Db, openDatabase, pgliteExtensions } from "#db/client";
import { quoteIdent, testDatabasePrefix, urlForDatabase } from "./names";
import "./provided";

export interface TestDatabase {
  db: Db;
  kind: Database["kind"];
  /** Closes the connection and throws the clone away. */
  close(): Promise<void>;
}

let templateBlob: Promise<Blob> | undefined;
let adminPool: pg.Pool | undefined;
let counter = 0;

/**
 * A fresh database cloned from the run's migrated and seeded template (tests/setup/global-setup.ts):
 * nothing one test writes is seen by another.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject("testTemplate");
  if (!template)
    throw new Error("No test template: run the tests through vitest.config.ts (its globalSetup builds one)");

  if (template.kind === "pglite") {
    const client = await PGlite.create({
      extensions: pgliteExtensions,
      loadDataDir: await templateBytes(template.tarballPath),
      relaxedDurability: true,
      // A test database holds a few rows: PGlite's default 128 MB of shared buffers only costs start-up
      // time (~35% less CPU per clone at 16 MB). Behaviour is otherwise the default.
      startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
    });
    const database = await openDatabase({ pglite: client });
    return { db: database.db, kind: database.kind, close: () => database.close() };
  }

  const clone = await clonePostgresTemplate(template);
  const database = await openDatabase({ url: clone.url });
  return {
    db: database.db,
    kind: database.kind,
    close: async () => {
      await database.close();
      dropInBackground(clone.drop);
    },
  };
}

let drops: Promise<void> = Promise.resolve();

/**
 * DROP DATABASE forces a checkpoint and waits for it: most of a PostgreSQL test's own time when the
 * next test waited for it. The drops run one after another beside the next tests instead; a clone
 * still there when the worker exits is dropped by the run's teardown (tests/setup/global-setup.ts),
 * which also drops any a failed drop left.
 */
function dropInBackground(drop: () => Promise<void>): void {
  drops = drops.then(drop).catch(() => undefined);
}

/** The template's data directory, read once per worker; every PGlite clone loads the same bytes. */
function templateBytes(tarballPath: string): Promise<Blob> {
  templateBlob ??= readFile(tarballPath).then((bytes) => new Blob([new Uint8Array(bytes)]));
  return templateBlob;
}

async function clonePostgresTemplate(template: { adminUrl: string; templateName: string; runId: string }) {
  // Unique across workers and runs: run id (main pid + start time), this worker's pid, a counter.
  const name = `${testDatabasePrefix}${template.runId}_${process.pid}_${++counter}`;
  const admin = (adminPool ??= new pg.Pool({
    connectionString: template.adminUrl,
    max: 2,
    idleTimeoutMillis: 1_000,
    allowExitOnIdle: true,
  }));
  await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template.templateName)}`);
  return { url: urlForDatabase(template.adminUrl, name), drop: () => dropDatabase(admin, name) };
}

/**
 * pool.end() resolves once its clients have been told to end, not once their backends are gone; a
 * DROP … WITH (FORCE) in that gap kills them mid-goodbye and the orphaned client errors surface as
 * unhandled errors. So wait (briefly) for the connections to leave, then drop.
 */
async function dropDatabase(admin: pg.Pool, name: string): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 10) {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
}

/**
 * Registers a fresh database for each test of the enclosing suite:
 *   const t = useTestDatabase();  …  it("…", async () => { await t.db.select()… })
 */
export function useTestDatabase(): { readonly db: Db; readonly kind: Database["kind"] } {
  let current: TestDatabase | undefined;
  beforeEach(async () => {
    current = await createTestDatabase();
  });
  afterEach(async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  });
  return {
    get db() {
      if (!current) throw new Error("The test database exists only inside a test (beforeEach … afterEach)");
      return current.db;
    },
    get kind() {
      if (!current) throw new Error("The test database exists only inside a test (beforeEach … afterEach)");
      return current.kind;
    },
  };
}

/**
 * A clone of the template for a server process of its own (tests/chaos): PGlite on disk, or a PostgreSQL
 * database.
 */
export interface ServerTestDatabase {
  kind: Database["kind"];
  /** DATABASE_URL and DATA_DIR for the server process. */
  env: { DATABASE_URL: string; DATA_DIR: string };
  /** Opens it in this process; a PGlite one only while no server process has it open. */
  open(): Promise<Database>;
  /** Throws the clone and its DATA_DIR away. */
  drop(): Promise<void>;
}

export async function createServerTestDatabase(): Promise<ServerTestDatabase> {
  const template = inject("testTemplate");
  if (!template)
    throw new Error("No test template: run the tests through vitest.config.ts (its globalSetup builds one)");
  const dataDir = await mkdtemp(path.join(tmpdir(), "sab-test-server-"));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });

  if (template.kind === "pglite") {
    // Where the server opens its PGlite when DATABASE_URL is empty (db/open-from-env.ts).
    const pgliteDir = path.join(dataDir, "pglite");
    const client = await PGlite.create({
      dataDir: pgliteDir,
      extensions: pgliteExtensions,
      loadDataDir: await templateBytes(template.tarballPath),
    });
    await client.close();
    return {
      kind: "pglite",
      env: { DATABASE_URL: "", DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir: pgliteDir }),
      drop: removeDataDir,
    };
  }

  const clone = await clonePostgresTemplate(template);
  return {
    kind: "postgres",
    env: { DATABASE_URL: clone.url, DATA_DIR: dataDir },
    open: () => openDatabase({ url: clone.url }),
    drop: async () => {
      await clone.drop();
      await removeDataDir();
    },
  };
}
