import type { HandleErrorFunction, ServerBuild } from "react-router";
import type { Db } from "#db/client";
import { createApp } from "#server/app";
import { loadEnv } from "#server/lib/env";
import { createAuth } from "#server/modules/identity/auth";
import { silentLogger, testMailer, testSecret } from "./factories";
import { memoryStore } from "./memory-media";
import { createSearchResultsCache } from "#server/modules/search/search-results-cache";
import { createPlatformFiguresCache } from "#server/modules/platform-figures/figures-cache";

interface ReducedRoute {
  path: string;
  module: Record<string, unknown>;
}

/**
 * A React Router server build reduced to the routes a test names (under an empty root), with no
 * assets: enough for createApp to run their loaders and actions without Vite or `npm run build`.
 * The document "renders" as the text `page` with the status React Router chose.
 */
export function reducedBuild(
  routes: Record<string, ReducedRoute>,
  { handleError }: { handleError?: HandleErrorFunction } = {},
): ServerBuild {
  const renderPage = (_request: Request, status: number) =>
    new Response("page", { status, headers: { "content-type": "text/html" } });
  return {
    entry: { module: { default: renderPage, handleError } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      ...Object.fromEntries(
        Object.entries(routes).map(([id, route]) => [id, { id, parentId: "root", ...route }]),
      ),
    },
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {},
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** The whole app (production mode) over `db`, serving `build`'s pages, configured by `variables`. */
export function appOnBuild(
  db: Db,
  build: ServerBuild,
  variables: Record<string, string>,
  { clientAssetsDir }: { clientAssetsDir?: string } = {},
) {
  const env = loadEnv({ APP_ENV: "test", AUTH_SECRET: testSecret, ...variables });
  const auth = createAuth(db, {
    baseURL: env.APP_URL,
    secret: env.AUTH_SECRET,
    mailer: testMailer,
    logger: silentLogger,
  });
  const views = { record: () => {}, flush: async () => {}, stop: async () => {} };
  const services = {
    db,
    auth,
    env,
    mailer: testMailer,
    logger: silentLogger,
    media: memoryStore(),
    views,
    searchRankings: createSearchResultsCache({ reuseMs: 0 }),
    // Tests change the orders between visits: read the figures every time.
    platformFigures: createPlatformFiguresCache({ maxAgeMs: 0 }),
  };
  return createApp({ services, build, clientAssetsDir, mode: "production" });
}
