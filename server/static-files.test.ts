import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { appOnBuild, reducedBuild } from "../tests/reduced-build";
import { useTestDatabase } from "../tests/setup/database";

const t = useTestDatabase();
const clientDir = mkdtempSync(path.join(tmpdir(), "sab-client-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "export {};");
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const build = reducedBuild({ "routes/page": { path: "products", module: { default: () => null } } });
const app = () =>
  appOnBuild(t.db, build, { APP_URL: "http://localhost:3000" }, { clientAssetsDir: clientDir });

describe("the built browser files", () => {
  it("serves the hashed assets for a year and the favicon", async () => {
    const asset = await app().request("/assets/entry-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toBe("export {};");
    const favicon = await app().request("/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("leaves every other path to the pages, even one a file was later written for", async () => {
    const served = app();
    writeFileSync(path.join(clientDir, "products"), "not a page");
    const page = await served.request("/products");
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("page");
  });
});
