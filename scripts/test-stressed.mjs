#!/usr/bin/env node
// `npm run test:stressed`: the browser suite while every core is kept busy by another process, as on
// a shared CI runner. A suite that passes only on a quiet machine has tests that depend on speed.
// Builds first when there is no build; the burners stop with the run, however it ends.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
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

// One busy loop per core, at normal priority: the suite competes for every core it uses.
const burners = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
);
const stopBurners = () => burners.forEach((burner) => burner.kill("SIGKILL"));
process.on("exit", stopBurners);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

console.log(`browser suite with ${burners.length} CPU burners running`);
const run = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CI: process.env.CI ?? "true" },
});
process.exit(run.status ?? 1);
