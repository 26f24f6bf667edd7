#!/usr/bin/env node
// `npm start`: build when the sources are newer than the last build, then run the server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "build/server-main.js");
const sources = [
  "app",
  "server",
  "common",
  "db",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (sources.some((source) => newestMtime(path.join(root, source)) > built)) {
  console.log("Building Shop African Brands…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// React renders fastest with NODE_ENV=production; the marketplace itself still behaves as a local
// demo (generated secret, demo data, dev outbox) unless APP_ENV or NODE_ENV says production.
// The server runs in this process, so SIGTERM reaches it directly and it stops gracefully.
process.env.APP_ENV ??= process.env.NODE_ENV ?? "development";
process.env.NODE_ENV = "production";
await import(pathToFileURL(stamp).href);
