#!/usr/bin/env node
// `npm run test:stressed [playwright args]`: the browser suite while every core is kept busy by another
// process, as on a shared CI runner. A suite that passes only on a quiet machine has tests that depend
// on speed. Builds first when there is no build; the burners stop with the run, however it ends.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { ensureChromium } from "./ensure-chromium.mjs";

const problem = ensureChromium();
if (problem) {
  console.error(problem);
  process.exit(1);
}
if (!existsSync("build/server-main.js")) {
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One busy loop per core, at the tests' own priority: a lower one would yield every core back to the
// suite and stress nothing. Each burner also stops by itself once this script is gone, even when it
// was killed outright and had no chance to stop them.
const burnerCode = `const parent = ${process.pid};
for (;;) {
  for (let i = 0; i < 1e8; i++);
  try { process.kill(parent, 0); } catch { process.exit(0); }
}`;
const burners = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ["-e", burnerCode], { stdio: "ignore" }),
);
const stopBurners = () => burners.forEach((burner) => burner.kill("SIGKILL"));
process.on("exit", stopBurners);

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");
const started = Date.now();
console.log(`browser suite with ${burners.length} CPU burners; load average ${loadAverage()}`);

const playwright = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CI: process.env.CI ?? "true" },
});
// Ctrl-C reaches Playwright too (same process group); a plain kill of this script is passed on.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => playwright.kill(signal));
}
playwright.on("exit", (code, signal) => {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`stressed run ended after ${minutes} min; load average ${loadAverage()}`);
  process.exit(code ?? (signal ? 130 : 1));
});
