#!/usr/bin/env node
// `npm test`: every suite — lint, typecheck, unit and integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests against the built app in Debian's Chromium.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

const steps = [
  { name: "lint", command: ["npm", "run", "--silent", "lint"] },
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "unit + integration (PGlite)", command: ["npx", "vitest", "run"], env: { TEST_DATABASE_URL: "" } },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({ name: "unit + integration (PostgreSQL)", command: ["npx", "vitest", "run"] });
}
steps.push({ name: "build", command: ["npm", "run", "--silent", "build"] });
steps.push({ name: "browser (Chromium)", command: ["npx", "playwright", "test"], before: ensureChromium });

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  if (step.before) {
    const problem = step.before();
    if (problem) {
      console.error(problem);
      results.push({ name: step.name, ok: false });
      break;
    }
  }
  const [cmd, ...args] = step.command;
  const run = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  results.push({ name: step.name, ok: run.status === 0 });
  if (run.status !== 0) break;
}

const failed = results.filter((r) => !r.ok);
console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name}`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length || results.length < steps.length ? 1 : 0);
