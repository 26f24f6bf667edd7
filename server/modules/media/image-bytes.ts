import type { SharpOptions } from "sharp";
import { loadSharp } from "./load-sharp";

/** The picture formats people may upload; anything else is refused before it is decoded. */
export type ImageFormat = "jpeg" | "png" | "webp";

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The picture's format from its first bytes (the browser's type and the file's name prove nothing). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "webp";
  return null;
}

function inputOptions(maxInputPixels: number | undefined): SharpOptions {
  return maxInputPixels === undefined ? {} : { limitInputPixels: maxInputPixels };
}

export interface DecodedImage {
  format: ImageFormat;
  /** Width and height as the picture is seen once turned upright (a phone photo may be stored sideways). */
  width: number;
  height: number;
}

/**
 * What an uploaded picture is, or null when its bytes are not a JPEG, PNG or WebP that sharp can read
 * (each caller refuses that with its own message and applies its own size rules). Pictures larger than
 * `maxInputPixels` (sharp's own limit when not given) are refused before they are decoded.
 */
export async function decodeImage(
  bytes: Uint8Array,
  { maxInputPixels }: { maxInputPixels?: number } = {},
): Promise<DecodedImage | null> {
  const format = sniffImageFormat(bytes);
  if (!format) return null;
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, inputOptions(maxInputPixels))
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) return null;
  const upright = metadata.autoOrient ?? metadata;
  return { format, width: upright.width, height: upright.height };
}

/**
 * The picture made safe to store: turned upright, scaled down to fit `box` (never up), and encoded
 * again as `format`, which drops its metadata (a phone photo's location stays private). Throws when
 * sharp cannot decode it after all.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  {
    box,
    format,
    quality,
    maxInputPixels,
  }: {
    box: { width: number; height: number };
    format: ImageFormat;
    quality?: number;
    maxInputPixels?: number;
  },
): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const encoded = await sharp(bytes, inputOptions(maxInputPixels))
    .rotate()
    .resize({ ...box, fit: "inside", withoutEnlargement: true })
    .toFormat(format, quality === undefined ? {} : { quality })
    .toBuffer();
  return new Uint8Array(encoded);
}
