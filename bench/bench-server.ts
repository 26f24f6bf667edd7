// Shared by the benchmarks: run a command, start the built server on a database, read percentiles,
// and give each run its own PGlite dir or PostgreSQL database.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import path from "node:path";
import pg from "pg";
import type { Database } from "#db/client";
import { openDatabaseFromEnv } from "#db/open-from-env";
import { serverNodeFlags } from "../scripts/server-node-flags.mjs";

// BENCH_PORT lets two people run benchmarks on one machine at once.
const port = Number(process.env.BENCH_PORT ?? 3390);
export const origin = `http://127.0.0.1:${port}`;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { env: { ...process.env, ...env }, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/**
 * Starts build/server-main.js and waits until /healthz answers; `stop` waits for it to exit, `pid` is
 * the server's own process (for its memory).
 */
export async function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [...serverNodeFlags, "build/server-main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "test",
      LOG_LEVEL: "warn",
      PORT: String(port),
      APP_URL: origin,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        pid: child.pid!,
        // Wait for the server to close its connections before the database is dropped.
        stop: async () => {
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill("SIGTERM");
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("server did not become healthy");
}

/** A throw-away directory for the server's files (DATA_DIR), removed after `use`. */
async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), "sab-bench-"));
  try {
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A throw-away PGlite data dir for the run. */
export function withPgliteDir<T>(use: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  return withTempDir((dataDir) => use({ DATA_DIR: dataDir, DATABASE_URL: "" }));
}

/** BENCH_DATABASE_URL, or null (saying so) when PostgreSQL is not to be measured. */
function postgresAdminUrl(): string | null {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl)
    console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)");
  return adminUrl || null;
}

function postgresUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/**
 * The PostgreSQL database `name` under BENCH_DATABASE_URL (and a files dir of the same name), created when missing and kept after the
 * run; `seeded` says whether it already holds a catalog. Nothing when BENCH_DATABASE_URL is unset.
 */
export async function withKeptPostgresDatabase<T>(
  name: string,
  use: (env: NodeJS.ProcessEnv, seeded: boolean) => Promise<T>,
): Promise<T | null> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) return null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  if (!exists) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  await admin.end();
  const url = postgresUrl(adminUrl, name);
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  const seeded =
    (await probe.query("select to_regclass('public.products') is not null as seeded")).rows[0]?.seeded ===
    true;
  await probe.end();
  // The server's files (the demo pictures drawn at first start) are kept beside the database, so
  // a reused catalog is measured as a shop runs after its first start: drawing the pictures holds
  // image buffers the process keeps until it restarts (see the README's memory figures).
  const dataDir = path.join(tmpdir(), `sab-bench-files-${name}`);
  mkdirSync(dataDir, { recursive: true });
  return use({ DATABASE_URL: url, DATA_DIR: dataDir }, seeded);
}

/** A throw-away PostgreSQL database under BENCH_DATABASE_URL, or nothing when it is unset. */
export async function withPostgresDatabase<T>(
  use: (env: NodeJS.ProcessEnv) => Promise<T>,
): Promise<T | null> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) return null;
  const name = `sab_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    return await withTempDir((dataDir) =>
      use({ DATABASE_URL: postgresUrl(adminUrl, name), DATA_DIR: dataDir }),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * Runs `measure` on PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set. BENCH_PGLITE_DIR=<dir>
 * keeps the PGlite database there and BENCH_PG_DATABASE=<name> a PostgreSQL database of that name,
 * reused on the next run: `seed` says whether it still needs seeding.
 */
export async function measureOnEachDatabase(
  measure: (label: string, env: NodeJS.ProcessEnv, options: { seed: boolean }) => Promise<void>,
) {
  const keptDir = process.env.BENCH_PGLITE_DIR;
  if (keptDir)
    await measure(
      "PGlite",
      { DATA_DIR: keptDir, DATABASE_URL: "" },
      { seed: !existsSync(path.join(keptDir, "pglite")) },
    );
  else await withPgliteDir((env) => measure("PGlite", env, { seed: true }));
  const keptDatabase = process.env.BENCH_PG_DATABASE;
  if (keptDatabase)
    await withKeptPostgresDatabase(keptDatabase, (env, seeded) =>
      measure("PostgreSQL", env, { seed: !seeded }),
    );
  else await withPostgresDatabase((env) => measure("PostgreSQL", env, { seed: true }));
}

/** The run's database (`env` from `measureOnEachDatabase`) opened and migrated for `use`, then closed. */
export async function withMigratedDatabase<T>(
  env: NodeJS.ProcessEnv,
  use: (database: Database) => Promise<T>,
): Promise<T> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const database = await openDatabaseFromEnv(
    { DATA_DIR: env.DATA_DIR!, DATABASE_URL: env.DATABASE_URL },
    root,
  );
  try {
    await database.migrate();
    return await use(database);
  } finally {
    await database.close();
  }
}

/** One in-process measurement: its name, its p95 budget in ms and what it runs (given the round). */
export type Scenario = [name: string, budget: number, run: (round: number) => Promise<unknown>];

/**
 * Runs each scenario `samples` times after five warm-up rounds and prints its p50 and p95 against
 * its budget, flagging those over it.
 */
export async function printScenarioTimes(scenarios: readonly Scenario[], samples: number) {
  console.log(
    `${"query".padEnd(32)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"budget".padStart(8)}`,
  );
  for (const [name, budget, scenario] of scenarios) {
    const values: number[] = [];
    for (let round = 0; round < samples + 5; round += 1) {
      const started = performance.now();
      await scenario(round);
      if (round >= 5) values.push(performance.now() - started);
    }
    const [p50, p95] = [percentile(values, 50), percentile(values, 95)];
    console.log(
      `${name.padEnd(32)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${`≤ ${budget}`.padStart(8)}${p95 > budget ? "  over budget" : ""}`,
    );
  }
}

/** The resident memory of a process in MB (VmRSS in /proc/<pid>/status), or NaN where there is no /proc. */
/**
 * The CPU time (user and system, in ms) the process `pid` has used so far. Unlike requests per
 * second, CPU time per request barely moves when something else keeps the machine busy.
 */
export function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

export function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}
