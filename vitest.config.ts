import { defineConfig } from "vitest/config";
import { pathAliases } from "./path-aliases";
import LongFilesFirst from "./tests/setup/long-files-first";

/**
 * Unit and integration tests: every test gets a fresh database cloned from one
 * template migrated per run (PGlite by default, real PostgreSQL when TEST_DATABASE_URL is set),
 * and a console.error during a test fails it. Playwright suites under tests/e2e are not Vitest's.
 */
export default defineConfig({
  resolve: {
    alias: pathAliases,
  },
  test: {
    environment: "node",
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "build/**", "tests/e2e/**", ".data/**", ".react-router/**"],
    globalSetup: ["./tests/setup/global-setup.ts"],
    setupFiles: ["./tests/setup/fail-on-console-error.ts", "./tests/setup/fast-password-hashing.ts"],
    // Generous: with TEST_REAL_PASSWORD_COST=1 every hash is scrypt at OWASP cost (~150-400 ms, 128 MiB).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one worker per core. Forks keep each worker's WASM Postgres and scrypt memory apart.
    pool: "forks",
    // Workers are reused across files: heavy modules (Better Auth, Drizzle, the PGlite template) load
    // once per worker. Every test still gets its own database. A module another file already loaded
    // stays loaded, so vi.mock of an app module is unreliable here: a test that needs a step to fail
    // makes its own database refuse the write instead.
    isolate: false,
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
  },
});
