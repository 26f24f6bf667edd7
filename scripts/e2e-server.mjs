// The server the browser tests run against: its port, address, database folder and environment,
// shared by playwright.config.ts (which starts it) and scripts/test.mjs (which prepares its database
// while other suites run).

/** E2E_PORT lets two runs of the browser tests share a machine. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3107);
export const e2eBaseURL = `http://localhost:${e2ePort}`;
// A database of its own per port, so two runs of one checkout (say test:stressed and a plain run) do
// not delete each other's.
export const e2eDataDir = `.data/e2e-${e2ePort}`;

/** Set by `npm test` once it has prepared a fresh database in e2eDataDir for this run. */
export const e2eDatabaseReadyVariable = "E2E_DATABASE_READY";

export const e2eServerEnv = {
  PORT: String(e2ePort),
  APP_URL: e2eBaseURL,
  DATA_DIR: e2eDataDir,
  APP_ENV: "test",
  NODE_ENV: "production",
  SEED_DEMO: "true",
  // Each test plays its own client address, so per-client limits apply per test.
  TRUST_PROXY: "true",
  LOG_LEVEL: "warn",
};
