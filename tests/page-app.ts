import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { createApp } from "#server/app";
import type { Services } from "#server/context";
import { loadEnv } from "#server/lib/env";
import { createViewCounter } from "#server/modules/catalog/view-counter";
import { createSearchResultsCache } from "#server/modules/search/search-results-cache";
import { createPlatformFiguresCache } from "#server/modules/platform-figures/figures-cache";
import { baseURL, makeAuth, testMailer, testSecret } from "./factories";
import { memoryStore } from "./memory-media";
import { pageServerBuild } from "./page-build";
import { createTestDatabase, type TestDatabase } from "./setup/database";

/** The whole server, pages included, on a fresh test database: for tests that ask for pages as a browser does. */
export interface PageApp {
  database: TestDatabase;
  services: Services;
  app: ReturnType<typeof createApp>;
  /** Stops the view counter, closes the database and removes the data directory. */
  stop(): Promise<void>;
}

/** `name` labels the temporary data directory, so a leftover one says which test made it. */
export async function startPageApp(name: string): Promise<PageApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), `sab-${name}-`));
  const env = loadEnv({
    APP_ENV: "test",
    APP_URL: baseURL,
    AUTH_SECRET: testSecret,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "error",
  });
  const logger = pino({ level: "silent" });
  const { db } = database;
  const services: Services = {
    db,
    env,
    logger,
    auth: makeAuth(db),
    mailer: testMailer,
    media: memoryStore(),
    views: createViewCounter({ db, logger }),
    // Tests change the catalog between searches: rank every time.
    searchRankings: createSearchResultsCache({ reuseMs: 0 }),
    // Tests change the orders between visits: read the figures every time.
    platformFigures: createPlatformFiguresCache({ maxAgeMs: 0 }),
  };
  const app = createApp({ services, build: pageServerBuild().build, mode: "production" });
  return {
    database,
    services,
    app,
    async stop() {
      await services.views.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
