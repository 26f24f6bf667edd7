import { getRequestListener } from "@hono/node-server";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { bootServices, demoAccountsBanner } from "./boot";
import { ConfigError, loadEnv } from "./lib/env";
import {
  guestCartCleanupEveryMs,
  rateLimitCleanupEveryMs,
  rfqExpiryEveryMs,
  scheduleTask,
  unusedUploadCleanupEveryMs,
  vacuumEveryMs,
} from "./maintenance";
import { deleteAbandonedGuestCarts } from "./modules/cart/delete-abandoned-guest-carts";
import { deleteUnusedPurchaseOrders } from "./modules/checkout/delete-unused-purchase-orders";
import { mailRetryEveryMs, retryUnsentMail } from "./modules/mail/send-mail";
import { expireRfqs } from "./modules/rfqs/expire-rfqs";
import { deleteExpiredRateLimits } from "./modules/rate-limit/delete-expired-rate-limits";

/**
 * server/main.ts in development and build/server-main.js once built: the project root is one level up either
 * way.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * After each full collection V8 lets the heap grow to up to four times what survived before the
 * next, which on a rendering server with some 60 MB live took the process to 330 MB under load.
 * Doubling at most keeps it near 240 MB for a few per cent more collector time; a hard cap
 * (`--max-old-space-size`) cost far more (a third more CPU per page) for the same memory. The
 * flag is read at each collection, so setting it here, before serving, covers every way the
 * server is started. Decision 030.
 */
setFlagsFromString("--heap-growing-percent=100");

async function main() {
  const env = loadEnv();
  const dev = process.argv.includes("--dev");
  const { services, database } = await bootServices(env, { projectRoot });

  let handleHttp: (req: IncomingMessage, res: ServerResponse) => unknown;
  let closeVite = async () => {};
  if (dev) {
    const vite = await import("vite").then(({ createServer: createVite }) =>
      createVite({ root: projectRoot, server: { middlewareMode: true }, appType: "custom" }),
    );
    const app = createApp({
      services,
      mode: "development",
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
    const listener = getRequestListener(app.fetch);
    handleHttp = (req, res) => vite.middlewares(req, res, () => void listener(req, res));
    closeVite = () => vite.close();
  } else {
    const buildPath = pathToFileURL(path.join(projectRoot, "build/server/index.js")).href;
    const build = (await import(buildPath)) as ServerBuild;
    const app = createApp({
      services,
      mode: "production",
      build,
      clientAssetsDir: path.relative(process.cwd(), path.join(projectRoot, "build/client")),
    });
    handleHttp = getRequestListener(app.fetch);
  }

  const { logger } = services;
  const housekeeping = [
    scheduleTask({
      name: "guest cart clean-up",
      run: async () => ({ deleted: await deleteAbandonedGuestCarts(database.db) }),
      logger,
      everyMs: guestCartCleanupEveryMs,
    }),
    scheduleTask({
      name: "unused purchase-order clean-up",
      run: async () => ({
        deleted: await deleteUnusedPurchaseOrders(database.db, { media: services.media }),
      }),
      logger,
      everyMs: unusedUploadCleanupEveryMs,
    }),
    scheduleTask({
      name: "expired rate-limit counter clean-up",
      run: async () => ({ deleted: await deleteExpiredRateLimits(database.db) }),
      logger,
      everyMs: rateLimitCleanupEveryMs,
    }),
    scheduleTask({
      name: "RFQ and quote expiry",
      run: () => expireRfqs(database.db),
      logger,
      everyMs: rfqExpiryEveryMs,
    }),
    ...(services.mailer.transport
      ? [
          scheduleTask({
            name: "unsent mail retry",
            run: () => retryUnsentMail(database.db, { mailer: services.mailer }),
            logger,
            everyMs: mailRetryEveryMs,
          }),
        ]
      : []),
    ...(database.kind === "pglite"
      ? [
          scheduleTask({
            name: "embedded database vacuum",
            run: () => database.vacuum(),
            logger,
            everyMs: vacuumEveryMs,
          }),
        ]
      : []),
  ];
  const server = createServer((req, res) => handleHttp(req, res));
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    const banner = demoAccountsBanner(env);
    console.log(
      `Shop African Brands is running at http://localhost:${port} (${database.kind}, listening on ${env.HOST})${banner ? `\n${banner}` : ""}`,
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.logger.info({ signal }, "shutting down");
    server.close();
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    await new Promise<void>((resolve) => server.once("close", resolve));
    clearTimeout(force);
    await closeVite();
    await services.views.stop();
    await Promise.all(housekeeping.map((task) => task.stop()));
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
});
