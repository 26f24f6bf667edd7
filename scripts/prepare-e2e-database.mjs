#!/usr/bin/env node
// Prepares the browser tests' fresh database ahead of them: starts the built server on an empty data
// folder, waits until it answers (migrated, demo shop seeded), and stops it. `npm test` runs this
// beside the PostgreSQL suite, so the browser suite's own start finds the work done.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { e2eBaseURL, e2eDataDir, e2eServerEnv } from "./e2e-server.mjs";
import { serverNodeFlags } from "./server-node-flags.mjs";

rmSync(e2eDataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [...serverNodeFlags, "build/server-main.js"], {
  env: { ...process.env, ...e2eServerEnv },
  stdio: ["ignore", "ignore", "inherit"],
});
const exited = new Promise((resolve) => server.once("exit", resolve));
const deadline = Date.now() + 300_000;
let healthy = false;
while (!healthy && Date.now() < deadline && server.exitCode === null) {
  healthy = await globalThis.fetch(`${e2eBaseURL}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  if (!healthy) await sleep(500);
}
server.kill("SIGTERM");
await exited;
if (!healthy) {
  console.error("The browser tests' server did not start on a fresh database.");
  process.exit(1);
}
