#!/usr/bin/env node
// Runs after `npm install`: points react-router's package exports at its production build.
// react-router 7 ships dist/production and dist/development, but its export map names only the
// development build (a stop-gap upstream, remix-run/react-router#12437, still open as #14102), so
// the server and the browser both ran the build with development checks and warnings: measured
// here, server-rendered pages took 15–30 % longer. This app runs react-router only through its
// own builds and Vite, never `react-router dev` across two builds, so one build everywhere is safe.
// Idempotent; says what it did. See docs/decisions/036-react-router-production-build.md.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const manifestPath = path.join(root, "node_modules/react-router/package.json");
if (!existsSync(manifestPath)) process.exit(0);

const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const packageDir = path.dirname(manifestPath);
const missing = [];
let changed = 0;

/** Every code path of the export map (and main/module), moved to the production build; types stay. */
function toProduction(value, key) {
  if (typeof value === "string") {
    if (key === "types" || !value.startsWith("./dist/development/")) return value;
    const production = value.replace("./dist/development/", "./dist/production/");
    if (!existsSync(path.join(packageDir, production))) missing.push(production);
    changed += 1;
    return production;
  }
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [name, toProduction(inner, name)]),
    );
  return value;
}

const patched = {
  ...manifest,
  main: toProduction(manifest.main, "main"),
  module: toProduction(manifest.module, "module"),
  exports: toProduction(manifest.exports, "exports"),
};
if (missing.length > 0) {
  console.warn(`react-router: production build incomplete (${missing.join(", ")}); exports left as shipped`);
} else if (changed > 0) {
  writeFileSync(manifestPath, `${JSON.stringify(patched, null, 2)}\n`);
  console.log("react-router: exports point at the production build");
}
