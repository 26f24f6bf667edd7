// The server as its own process for tests that kill it (tests/chaos): server/main.ts's boot and
// Hono app on an unused port of 127.0.0.1, announced to the parent over IPC. The REST API needs
// no page build, so every page answers with an error instead of React Router's.
import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "#server/app";
import { bootServices } from "#server/boot";
import { loadEnv } from "#server/lib/env";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { services } = await bootServices(loadEnv(), { projectRoot });
const app = createApp({
  services,
  mode: "production",
  build: () => Promise.reject(new Error("This test server serves the REST API only")),
});
const server = createServer(getRequestListener(app.fetch));
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
