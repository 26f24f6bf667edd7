import type { ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { createAuth } from "#server/modules/identity/auth";
import { silentLogger, testMailer, testSecret } from "../tests/factories";
import { memoryStore } from "../tests/memory-media";
import { useTestDatabase } from "../tests/setup/database";
import { createApp } from "./app";
import { loadEnv } from "./lib/env";

const t = useTestDatabase();

/** What node-postgres throws when the server ends the connection mid-query (admin_shutdown). */
function terminatedConnection(): Error {
  return Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
}

/**
 * The React Router build reduced to one page whose loader fails as `fail` says, with the real
 * handleError; the document answers with the status React Router chose.
 */
function appWithPage(fail: () => Error) {
  const build = {
    entry: { module: { default: (_request: Request, status: number) => new Response("page", { status, headers: { "content-type": "text/html" } }), handleError } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      "routes/broken": {
        id: "routes/broken",
        parentId: "root",
        path: "broken",
        module: {
          default: () => null,
          loader: () => {
            throw fail();
          },
        },
      },
    },
    assets: { entry: { module: "/assets/entry.js", imports: [] }, routes: {}, url: "/assets/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const env = loadEnv({ APP_ENV: "test", APP_URL: "http://shop.example.com", AUTH_SECRET: testSecret });
  const auth = createAuth(t.db, { baseURL: env.APP_URL, secret: env.AUTH_SECRET, mailer: testMailer, logger: silentLogger });
  const views = { record: () => {}, flush: async () => {}, stop: async () => {} };
  const services = { db: t.db, auth, env, mailer: testMailer, logger: silentLogger, media: memoryStore(), views };
  return createApp({ services, build, mode: "production" });
}

describe("a page whose database connection is lost", () => {
  it("answers 503, so the browser and monitoring know to try again", async () => {
    const response = await appWithPage(terminatedConnection).request("http://shop.example.com/broken");

    expect(response.status).toBe(503);
  });

  it("answers a client-side navigation's data request 503 too", async () => {
    const response = await appWithPage(terminatedConnection).request("http://shop.example.com/broken.data");

    expect(response.status).toBe(503);
  });

  it("still answers 500 for any other failure, and logs it as an error", async () => {
    const loggedError = vi.mocked(console.error).mockImplementation(() => {});

    const response = await appWithPage(() => new TypeError("a bug")).request("http://shop.example.com/broken");

    expect(response.status).toBe(500);
    expect(loggedError).toHaveBeenCalledWith(expect.objectContaining({ message: "a bug" }));
    // Seen and expected: the suite's check for stray console.error calls need not fail this test.
    loggedError.mockClear();
  });
});
