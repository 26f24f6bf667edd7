import { expect, test } from "@playwright/test";
import pg from "pg";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverNodeFlags } from "../../scripts/server-node-flags.mjs";

// Each test starts a server of its own, which migrates and may draw the demo catalog's images: as long
// as the suite's own server takes to start on a busy runner.
test.beforeEach(() => test.slow());
const serverStart = { timeout: 300_000 };

/** A port no other process listens on, so runs side by side on one machine do not meet. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0);
  await new Promise((resolve) => probe.once("listening", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the built server as its own process, as `npm start` would after building. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [...serverNodeFlags, "build/server-main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "test",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

test("a bad setting stops start-up with a message naming it", async () => {
  const server = startServer({ PORT: "not-a-port", DATA_DIR: mkdtempSync(path.join(tmpdir(), "sab-")) });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("Invalid configuration");
  expect(server.output()).toContain("PORT");
});

test("production without AUTH_SECRET refuses to start", async () => {
  const server = startServer({
    APP_ENV: "production",
    PORT: "3198",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "sab-")),
  });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("AUTH_SECRET: required in production");
});

test("the server reports its database healthy and stops cleanly on SIGTERM", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sab-"));
  const origin = `http://localhost:${await freePort()}`;
  const server = startServer({ PORT: new URL(origin).port, APP_URL: origin, DATA_DIR: dataDir });
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, serverStart)
      .toBe(200);
    expect(await (await fetch(`${origin}/healthz`)).json()).toEqual({
      status: "ok",
      database: "reachable",
    });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  } finally {
    server.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("with DATABASE_URL the server migrates, seeds and serves from PostgreSQL", async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, "TEST_DATABASE_URL is not set (CI sets it to its PostgreSQL server)");
  const name = `sab_start_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(adminUrl!);
  const origin = `http://localhost:${await freePort()}`;
  databaseUrl.pathname = `/${name}`;
  const server = startServer({
    PORT: new URL(origin).port,
    APP_URL: origin,
    DATABASE_URL: databaseUrl.href,
    SEED_DEMO: "true",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "sab-")),
  });
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, serverStart)
      .toBe(200);
    expect(server.output()).toContain("(postgres, listening on");
    const seeded = new pg.Client({ connectionString: databaseUrl.href });
    await seeded.connect();
    const { rows } = await seeded.query(
      "select role from profiles where email = 'admin@shopafricanbrands.com'",
    );
    await seeded.end();
    expect(rows).toEqual([{ role: "admin" }]);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  } finally {
    server.child.kill("SIGKILL");
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
