import { randomBytes } from "node:crypto";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import sharp from "sharp";
import type { MediaStore } from "./media-store";

/** The largest picture a person may upload (a logo, a store cover, a banner). */
export const maxImageBytes = 5 * 1024 * 1024;
/** Larger pictures are scaled down to this many pixels on their longer side before they are stored. */
const maxStoredSide = 2400;

const m = messages.vendorStore;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** Whether the first bytes are those of a JPEG, PNG or WebP file (the browser's type and the name prove nothing). */
export function looksLikeImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
  );
}

/**
 * An uploaded picture checked and made safe to store: present, at most 5 MB, a JPEG, PNG or WebP
 * by its bytes that sharp can decode, at least `minSize` pixels. It is re-encoded as WebP (turned
 * upright, metadata such as GPS positions dropped, at most 2400 pixels a side). A refusal names
 * `field`. Nothing is stored yet: the caller stores it once the rest of its input is valid.
 */
export async function readUploadedImage(
  file: unknown,
  { field, minSize }: { field: string; minSize: { width: number; height: number } },
): Promise<Uint8Array> {
  const refuse = (message: string) => new AppError("VALIDATION", { fieldErrors: { [field]: message } });
  if (!(file instanceof File) || file.size === 0) throw refuse(m.imageRequired);
  if (file.size > maxImageBytes) throw refuse(m.imageTooLarge(maxImageBytes / 1024 / 1024));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikeImage(bytes)) throw refuse(m.imageType);
  try {
    const image = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
    const { width = 0, height = 0, orientation = 1 } = await image.metadata();
    // Orientations 5–8 are stored sideways: the upright picture swaps width and height.
    const [uprightWidth, uprightHeight] = orientation >= 5 ? [height, width] : [width, height];
    if (uprightWidth < minSize.width || uprightHeight < minSize.height)
      throw refuse(m.imageTooSmall(minSize.width, minSize.height));
    const encoded = await image
      .resize({ width: maxStoredSide, height: maxStoredSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer();
    return new Uint8Array(encoded);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse(m.imageType);
  }
}

/** Stores a checked picture under a new, unguessable key below `prefix` (a folder ending in "/"). */
export async function storeImage(
  media: MediaStore,
  { prefix, bytes }: { prefix: string; bytes: Uint8Array },
) {
  const key = `${prefix}${randomBytes(16).toString("hex")}.webp`;
  await media.put(key, bytes, "image/webp");
  return key;
}
