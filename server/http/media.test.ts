import { Hono } from "hono";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "#server/lib/errors";
import { createLocalDiskStore } from "#server/modules/media/local-disk-store";
import { mediaRoutes } from "./media";

let root: string;
let app: Hono;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "sab-media-route-"));
  const store = createLocalDiskStore(root);
  const master = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c2562b" } })
    .png()
    .toBuffer();
  await store.put("seed/v1/products/test/1", new Uint8Array(master), "image/png");
  await store.put("documents/0a1b2c.pdf", new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), "application/pdf");
  // Mounted as server/app.ts mounts it, with the app's error mapping.
  app = new Hono();
  app.onError((error, c) =>
    isAppError(error) ? c.json(error.toJSON(), error.status as 404) : c.json({ error: "unexpected" }, 500),
  );
  app.route("/media", mediaRoutes(store));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, accept?: string) => app.request(url, { headers: accept ? { accept } : {} });

describe("GET /media/<key>", () => {
  it("serves WebP to browsers that accept it, at the width rounded up to an allowed one, cached for a year", async () => {
    const response = await get("/media/seed/v1/products/test/1?w=300&q=80", "image/webp,*/*");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toBe("Accept");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(image).toMatchObject({ format: "webp", width: 320, height: 213 });
  });

  it("serves JPEG otherwise, 640 wide by default, WebP when accepted and AVIF to a browser that takes only AVIF", async () => {
    const jpeg = await get("/media/seed/v1/products/test/1", "image/png,*/*;q=0.8");
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 640,
    });
    const webp = await get("/media/seed/v1/products/test/1?w=40&q=60", "image/avif,image/webp");
    expect(webp.headers.get("content-type")).toBe("image/webp");
    const avif = await get("/media/seed/v1/products/test/1?w=40&q=60", "image/avif");
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(40);
  });

  it("does not serve documents: they download through /documents/:id", async () => {
    const response = await get("/media/documents/0a1b2c.pdf", "*/*");
    expect(response.status).toBe(404);
  });

  it("crops the 1200×630 JPEG that link previews show, whatever the browser accepts", async () => {
    const response = await get("/media/seed/v1/products/test/1?fit=social", "image/avif,image/webp");
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });
  });

  it("makes the spec's tiny thumbnails (width 40 and 20 at quality 60) and caches each variant once", async () => {
    for (const width of [40, 20]) {
      const response = await get(`/media/seed/v1/products/test/1?w=${width}&q=60`, "image/webp");
      expect(response.status).toBe(200);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width);
    }
    await get("/media/seed/v1/products/test/1?w=17&q=61", "image/webp");
    expect((await readdir(path.join(root, "variants/webp"))).filter((name) => name.endsWith("-q60"))).toEqual(
      expect.arrayContaining(["w20-q60", "w40-q60"]),
    );
    expect(await readdir(path.join(root, "variants/webp"))).not.toContain("w17-q61");
  });

  it("answers 404 JSON for an unknown key and for the variant cache itself", async () => {
    for (const url of [
      "/media/seed/v1/products/nope/1",
      "/media/variants/webp/w40-q60/seed/v1/products/test/1",
    ]) {
      const response = await get(url, "image/webp");
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    }
  });

  it("refuses keys that try to leave the media folder", async () => {
    // (A bare "/media/../x" never arrives: URL parsing resolves the dots before routing.)
    for (const url of [
      "/media/seed/..%2F..%2Fsecret",
      "/media/seed/%2e%2e%2fsecret",
      "/media/seed/.hidden",
      "/media/UPPER",
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "VALIDATION" } });
    }
  });
});
