import type { Database } from "#db/client";
import { openDatabaseFromEnv } from "#db/open-from-env";
import { demoAccounts, demoPassword } from "#demo/demo-accounts";
import { seedReferenceData } from "#db/seed/seed";
import { seedDemoData } from "#demo/seed-demo";
import type { Services } from "./context";
import type { Env } from "./lib/env";
import { createLogger } from "./lib/logger";
import { createViewCounter } from "./modules/catalog/view-counter";
import { createAuth } from "./modules/identity/auth";
import type { Mailer } from "./modules/mail/send-mail";
import { mediaStoreFromEnv } from "./modules/media/media-store-from-env";
import { createSearchResultsCache } from "./modules/search/search-results-cache";
import { createPlatformFiguresCache } from "./modules/platform-figures/figures-cache";

export interface BootedServices {
  services: Services;
  database: Database;
}

/** Opens the database, applies migrations, seeds, and makes the long-lived services. */
export async function bootServices(
  env: Env,
  { projectRoot }: { projectRoot: string },
): Promise<BootedServices> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabaseFromEnv(env, projectRoot, {
    onConnectionError: (error) =>
      logger.warn(
        { err: error },
        "a database connection was lost; the pool opens a new one for the next query",
      ),
  });
  const media = mediaStoreFromEnv(env, projectRoot);
  await database.exclusively(async () => {
    await database.migrate();
    await seedReferenceData(database.db);
    if (env.SEED_DEMO) await seedDemoData(database.db, { media });
  });
  logger.info({ database: database.kind }, "database ready");

  const mailer: Mailer = {
    // nodemailer is loaded only when mail leaves by SMTP (without it, mail stays in the outbox).
    transport: env.SMTP_URL ? (await import("nodemailer")).default.createTransport(env.SMTP_URL) : null,
    from: env.MAIL_FROM,
    logger,
  };
  const auth = createAuth(database.db, { baseURL: env.APP_URL, secret: env.AUTH_SECRET, mailer, logger });
  const views = createViewCounter({ db: database.db, logger });
  const searchRankings = createSearchResultsCache();
  const platformFigures = createPlatformFiguresCache();
  return {
    services: { db: database.db, auth, env, mailer, logger, media, views, searchRankings, platformFigures },
    database,
  };
}

export function demoAccountsBanner(env: Env): string {
  if (!env.SEED_DEMO) return "";
  const lines = demoAccounts.map((a) => `  ${a.role.padEnd(7)} ${a.email}`);
  return [
    `Demo accounts (password: ${demoPassword}):`,
    ...lines,
    `Dev outbox (confirmation and reset e-mails): ${env.APP_URL}/dev/outbox`,
  ].join("\n");
}
