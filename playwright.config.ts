import { defineConfig, devices } from "@playwright/test";
import { e2eBaseURL, e2eDataDir, e2eDatabaseReadyVariable, e2eServerEnv } from "./scripts/e2e-server.mjs";
import { serverNodeFlags } from "./scripts/server-node-flags.mjs";

export const baseURL = e2eBaseURL;

/**
 * Specs that change what every other test sees: a feature flag, a platform setting (a VAT rate, the
 * exchange rates), the back-office sections staff may open, the home page's sections and footer, the
 * site's own information pages. Every test shares one server, so a spec that turns the RFQ system
 * off for ten seconds fails whichever test beside it looks for an RFQ link at that moment. These
 * specs run in the global-state lane below, after every other test and one at a time; a spec that
 * changes global state joins this list (decision 023). `setFeatureFlag` refuses to run outside it.
 */
const globalStateSpecs = [
  "admin-content.spec.ts",
  "admin-features.spec.ts",
  "admin-pages-shared.spec.ts",
  "admin-roles.spec.ts",
  "admin-settings.spec.ts",
  "back-office-journey.spec.ts",
  "feature-flags-theme-currency.spec.ts",
].map((file) => `**/${file}`);

/** Browser tests run the built app on a fresh embedded database, in Debian's Chromium. */
/** The built server, started with the flags it runs with everywhere. */
const serverCommand = ["node", ...serverNodeFlags, "build/server-main.js"].join(" ");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two, on CI too: one worker left a core idle while the test waited on the server or the server on
  // the browser, and the suite took most of CI's time; the budgets below hold under that load
  // (decision 023).
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Budgets are ceilings for a test that hangs, not how long a test should take: a passing test never
  // waits one out, so they are sized for a two-core runner that something else keeps busy, where a
  // sign-in or an accessibility scan can take ten times as long as on a quiet machine (decision 023).
  // A long walk through many pages asks for three times the budget with test.slow().
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // A trace records a screencast and a DOM snapshot of every step of every test, passing or not: on
    // CI, where nobody can open the files afterwards, that is work for two busy cores and nothing
    // else (decision 023).
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: [/mobile\.spec\.ts/, ...globalStateSpecs],
    },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
    {
      // The lane for globalStateSpecs: it starts once desktop and mobile have finished, so nothing else
      // runs beside it, and with one worker its specs do not meet each other either (two of them save
      // the same VAT form; flags turned off hide links the others check). A failure in desktop or
      // mobile leaves it unrun. One of its specs on its own: `npx playwright test <file> --no-deps`,
      // or Playwright runs all of desktop and mobile first.
      name: "global-state",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: globalStateSpecs,
      dependencies: ["desktop", "mobile"],
      workers: 1,
      metadata: { globalState: true },
    },
  ],
  webServer: {
    // A fresh database for every run, unless `npm test` prepared one for this run beside the other
    // suites.
    command: process.env[e2eDatabaseReadyVariable]
      ? serverCommand
      : `rm -rf ${e2eDataDir} && ${serverCommand}`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A fresh database is migrated and seeded with the demo catalog and its pictures: over a minute
    // on a busy runner.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: e2eServerEnv,
  },
});
