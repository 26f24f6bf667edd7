// Browser tests use Debian's Chromium (no browser downloads here). Installs it when we are root.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Returns null when Chromium is ready, else a message saying what to install. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return null;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium with apt-get…");
    try {
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
      execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    } catch {
      return "Installing chromium with apt-get failed. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH.";
    }
    if (existsSync(chromiumPath)) return null;
  }
  return `The browser tests need Chromium at ${chromiumPath}. Install Debian's package as root: apt-get install -y chromium (or set CHROMIUM_PATH to a Chromium binary).`;
}
