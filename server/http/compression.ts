import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip";

/** Below this many bytes the encoding headers cost about what compression saves. */
const threshold = 1024;
/** Pages and JSON change per request: a fast setting. Hashed assets are compressed once, harder. */
const dynamicQuality = 4;
const immutableQuality = 9;
/** A build has a few hundred hashed files; the bound only guards against a misbehaving route. */
const maxKeptBodies = 1000;

function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Map(
    (header ?? "").split(",").map((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

function compressBody(body: Buffer, encoding: Encoding, quality: number): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: quality >= immutableQuality ? 9 : 6 });
}

/**
 * Compresses each compressible response whole, in one zlib call (brotli when the client takes
 * it, else gzip), with its Content-Length: no response here streams, and compressing chunk by
 * chunk through web streams cost several times the compression itself. Responses marked
 * `immutable` without a query string (hashed assets) are compressed once per process and kept.
 */
export function compressResponses(): MiddlewareHandler {
  const immutableBodies = new Map<string, Buffer>();
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type");
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    if (
      c.req.method === "HEAD" ||
      !response.body ||
      response.status === 206 ||
      response.headers.has("Content-Encoding") ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /no-transform/i.test(cacheControl)
    ) {
      return;
    }
    const vary = response.headers.get("Vary");
    if (!vary) response.headers.set("Vary", "Accept-Encoding");
    else if (vary !== "*" && !/accept-encoding/i.test(vary))
      response.headers.set("Vary", `${vary}, Accept-Encoding`);
    const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;

    const immutable = /immutable/i.test(cacheControl);
    // Only a file's own address names one body: React Router's route manifest is immutable too,
    // but its body depends on the query string (`?paths=`), which has no end of values.
    const cacheable = immutable && !new URL(c.req.url).search && immutableBodies.size < maxKeptBodies;
    const cacheKey = `${encoding} ${c.req.path}`;
    let compressed = cacheable ? immutableBodies.get(cacheKey) : undefined;
    if (!compressed) {
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length < threshold) {
        c.res = new Response(body as Uint8Array<ArrayBuffer>, response);
        return;
      }
      compressed = await compressBody(body, encoding, immutable ? immutableQuality : dynamicQuality);
      if (cacheable) immutableBodies.set(cacheKey, compressed);
    } else {
      await response.body.cancel();
    }
    c.res = new Response(compressed as Uint8Array<ArrayBuffer>, response);
    c.res.headers.set("Content-Encoding", encoding);
    c.res.headers.set("Content-Length", String(compressed.length));
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
