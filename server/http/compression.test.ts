import { Hono } from "hono";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressResponses } from "./compression";

const page = `<!DOCTYPE html><html><body>${"<p>Handwoven kente from Bonwire</p>".repeat(200)}</body></html>`;

const app = new Hono();
app.use("*", compressResponses());
app.get("/page", (c) => c.html(page));
app.get("/small", (c) => c.text("ok"));
app.get("/photo", (c) => c.body(new Uint8Array(4096).fill(7), 200, { "Content-Type": "image/webp" }));
app.get("/__manifest", (c) =>
  c.json({ paths: c.req.query("paths"), padding: "route ".repeat(400) }, 200, {
    "Cache-Control": "public, max-age=31536000, immutable",
  }),
);
app.get("/assets/app.js", (c) =>
  c.body(`export const words = ${JSON.stringify("kente ".repeat(2000))};`, 200, {
    "Content-Type": "text/javascript",
    "Cache-Control": "public, max-age=31536000, immutable",
  }),
);

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe("compressResponses", () => {
  it("sends brotli when the browser takes it, else gzip, with the compressed length", async () => {
    const brotli = await get("/page", "gzip, deflate, br");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const brotliBody = await bytes(brotli);
    expect(Number(brotli.headers.get("content-length"))).toBe(brotliBody.length);
    expect(brotliBody.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(brotliBody).toString()).toBe(page);
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding");

    const gzip = await get("/page", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gzip)).toString()).toBe(page);

    const refused = await get("/page", "br;q=0, gzip");
    expect(refused.headers.get("content-encoding")).toBe("gzip");
  });

  it("leaves alone what asks for no encoding, tiny bodies, images and HEAD requests", async () => {
    const plain = await get("/page");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
    expect((await get("/page", "identity")).headers.get("content-encoding")).toBeNull();
    const small = await get("/small", "br");
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.text()).toBe("ok");
    const photo = await get("/photo", "br");
    expect(photo.headers.get("content-encoding")).toBeNull();
    expect((await bytes(photo)).length).toBe(4096);
    const head = await app.request("/page", { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.headers.get("content-encoding")).toBeNull();
  });

  it("serves a hashed asset the same compressed bytes every time", async () => {
    const first = await bytes(await get("/assets/app.js", "br"));
    const second = await get("/assets/app.js", "br");
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(await bytes(second)).toEqual(first);
    expect(brotliDecompressSync(first).toString()).toContain("export const words");
    expect(gunzipSync(await bytes(await get("/assets/app.js", "gzip"))).toString()).toContain(
      "export const words",
    );
  });

  it("never answers one immutable address with another query string's body", async () => {
    for (const paths of ["/dashboard", "/cart", "/dashboard"]) {
      const manifest = await get(`/__manifest?paths=${encodeURIComponent(paths)}`, "br");
      expect(JSON.parse(brotliDecompressSync(await bytes(manifest)).toString())).toMatchObject({ paths });
    }
  });
});
