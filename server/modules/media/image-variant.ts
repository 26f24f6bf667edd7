import { availableParallelism } from "node:os";
import { limitConcurrency } from "#server/lib/limit-concurrency";
import { loadSharp } from "./load-sharp";
import type { MediaStore } from "./media-store";
import { contentTypes, type ImageFormat } from "./variant-request";

/** Resized copies live in the same store under this prefix; it is not a public source key. */
const variantPrefix = "variants/";

export interface VariantSpec {
  width: number;
  quality: number;
  format: ImageFormat;
  /** The 1200×630 crop link previews use (Open Graph, X cards); width is then ignored. */
  social?: boolean;
}

/** Open Graph's recommended image size. */
const socialImageSize = { width: 1200, height: 630 } as const;

export function isVariantKey(key: string): boolean {
  return key.startsWith(variantPrefix);
}

function variantKeyOf(key: string, { width, quality, format, social = false }: VariantSpec): string {
  return `${variantPrefix}${format}/${social ? "social" : `w${width}`}-q${quality}/${key}`;
}

/**
 * Encodes run on Node's shared thread pool: a page full of new images could otherwise fill it and
 * hold up sign-ins (scrypt), compression and file reads for seconds. One core stays free for those.
 */
const encodeSlot = limitConcurrency(Math.max(1, availableParallelism() - 1));

/** Renders of one variant already under way in this process, so a burst of requests encodes it once. */
const rendering = new Map<string, Promise<Uint8Array | null>>();

/**
 * The stored image at the given width, quality and format: from the variant cache when made
 * before, otherwise resized from the master and cached. Null when the key has no master.
 */
export function imageVariant(store: MediaStore, key: string, spec: VariantSpec): Promise<Uint8Array | null> {
  const cacheKey = variantKeyOf(key, spec);
  const pending = rendering.get(cacheKey);
  if (pending) return pending;
  const work = (async () => {
    const cached = await store.get(cacheKey);
    if (cached) return cached;
    const master = await store.get(key);
    if (!master) return null;
    const bytes = await encodeSlot(() => encodeVariant(master, spec));
    await store.put(cacheKey, bytes, contentTypes[spec.format]);
    return bytes;
  })().finally(() => rendering.delete(cacheKey));
  rendering.set(cacheKey, work);
  return work;
}

async function encodeVariant(
  master: Uint8Array,
  { width, quality, format, social = false }: VariantSpec,
): Promise<Uint8Array> {
  const sharp = await loadSharp();
  // The social crop keeps the most interesting part of the picture (sharp's attention strategy).
  const resized = social
    ? sharp(master).resize({ ...socialImageSize, fit: "cover", position: sharp.strategy.attention })
    : sharp(master).resize({ width, withoutEnlargement: true });
  const encoded =
    format === "avif"
      ? resized.avif({ quality, effort: 2 })
      : format === "webp"
        ? resized.webp({ quality })
        : resized.flatten({ background: "#ffffff" }).jpeg({ quality, progressive: true, mozjpeg: true });
  return new Uint8Array(await encoded.toBuffer());
}
