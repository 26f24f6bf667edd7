#!/usr/bin/env node
// `npm test`: every suite — lint, typecheck, unit and integration (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests against the built app in Debian's Chromium.
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { e2eDatabaseReadyVariable } from "./e2e-server.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

// Steps in one stage run side by side: lint and typecheck each keep one core busy, so on two cores
// they take the time of the longer one. The suites that use both cores run alone, except that the
// browser tests' database is prepared beside the last database suite: the server's first start
// (migrations and the demo shop, most of a minute on one core) used to keep the browser suite
// waiting with a core idle.
const browserDatabase = {
  name: "browser tests' database",
  command: ["node", "scripts/prepare-e2e-database.mjs"],
  background: true,
};
const stages = [
  [
    { name: "lint", command: ["npm", "run", "--silent", "lint"] },
    { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  ],
  [{ name: "build", command: ["npm", "run", "--silent", "build"] }],
  [
    {
      name: "unit + integration (PGlite)",
      command: ["npx", "vitest", "run"],
      env: { TEST_DATABASE_URL: "" },
    },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  stages.push([{ name: "unit + integration (PostgreSQL)", command: ["npx", "vitest", "run"] }]);
}
stages.at(-1).push(browserDatabase);
stages.push([
  {
    name: "browser (Chromium)",
    command: ["npx", "playwright", "test"],
    before: ensureChromium,
    env: { [e2eDatabaseReadyVariable]: "1" },
  },
]);
const stepCount = stages.flat().length;

/**
 * Runs one step. The one step of a stage that is not in the background prints as it goes; every
 * other step keeps its output and prints it whole when it ends, so two steps' lines never interleave.
 */
function run(step, { streams }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [cmd, ...args] = step.command;
    const child = spawn(cmd, args, {
      stdio: streams ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (!streams) {
        console.log(`\n=== ${step.name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ name: step.name, ok: code === 0, seconds });
    });
  });
}

const results = [];
for (const stage of stages) {
  const foreground = stage.filter((step) => !step.background);
  const streaming = foreground.length === 1 ? foreground[0] : undefined;
  if (streaming) console.log(`\n=== ${streaming.name} ===`);
  const problems = stage.map((step) => step.before?.()).filter(Boolean);
  if (problems.length > 0) {
    problems.forEach((problem) => console.error(problem));
    results.push(...stage.map((step) => ({ name: step.name, ok: false, seconds: 0 })));
    break;
  }
  const outcomes = await Promise.all(stage.map((step) => run(step, { streams: step === streaming })));
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.ok)) break;
}

const failed = results.filter((r) => !r.ok);
console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length || results.length < stepCount ? 1 : 0);
