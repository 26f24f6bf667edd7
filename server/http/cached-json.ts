import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { HonoEnv } from "./hono-env";

/** Anonymous readers (and shared caches) may keep a public answer this long. */
export const publicMaxAgeSeconds = 60;

/** A JSON body with its validator: computed once, then answered many times (see `productJsonCache`). */
export interface TaggedJson {
  body: string;
  etag: string;
}

/** The body and its weak ETag (the compression middleware may re-encode it, so never a strong one). */
export function taggedJson(value: unknown): TaggedJson {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
}

/** Whether If-None-Match names this ETag (weak comparison: the W/ prefix is ignored, `*` matches). */
function notModified(c: Context<HonoEnv>, etag: string): boolean {
  const header = c.req.header("If-None-Match");
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * A GET's JSON with an ETag, or 304 when the client already holds it. `audience` sets who may
 * keep it: "public" for what every visitor sees alike (a minute, shared caches too), "private"
 * for anything about the signed-in user (revalidated every time, stored nowhere).
 */
export function cachedJson(c: Context<HonoEnv>, value: unknown, options: { audience: "public" | "private" }) {
  return answerTagged(c, taggedJson(value), options);
}

/** `cachedJson` for a body already serialized and tagged. */
export function answerTagged(
  c: Context<HonoEnv>,
  { body, etag }: TaggedJson,
  { audience }: { audience: "public" | "private" },
) {
  const headers = {
    ETag: etag,
    "Cache-Control": audience === "public" ? `public, max-age=${publicMaxAgeSeconds}` : "private, no-store",
  };
  if (notModified(c, etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, "Content-Type": "application/json; charset=UTF-8" });
}
