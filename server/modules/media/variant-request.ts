import { imageQualities, imageWidths } from "#common/media";

export type ImageFormat = "avif" | "webp" | "jpeg";

export const contentTypes: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

const defaultWidth = 640;
const defaultQuality = 75;
const largestWidth = Math.max(...imageWidths);

/** Rounded up to the next allowed width (the largest when beyond it), so the cache stays bounded. */
export function snapWidth(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) return defaultWidth;
  return imageWidths.find((width) => width >= requested) ?? largestWidth;
}

/** The nearest allowed quality; halfway goes up. */
export function snapQuality(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) return defaultQuality;
  return imageQualities.reduce((best, quality) =>
    Math.abs(quality - requested) <= Math.abs(best - requested) ? quality : best,
  );
}

/**
 * WebP, then AVIF, when the browser says it takes them (and not with q=0); JPEG for everyone else.
 * WebP before AVIF although AVIF is a fifth smaller: a phone decodes AVIF in software several times
 * slower, and Chrome held the first paint of a page of product cards until its AVIF images were
 * decoded (2.4 s instead of 0.3 s in Lighthouse's phone run). Decision 031.
 */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const accepted = new Set(
    (accept ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([type]) => type!.trim()),
  );
  if (accepted.has("image/webp")) return "webp";
  if (accepted.has("image/avif")) return "avif";
  return "jpeg";
}

/** A query value as a whole number, or undefined when absent or not a number. */
export function parseWholeNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,5}$/.test(value)) return undefined;
  return Number(value);
}
