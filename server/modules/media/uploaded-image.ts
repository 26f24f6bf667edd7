import { randomBytes } from "node:crypto";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import { decodeImage, reencodeImage } from "./image-bytes";
import type { MediaStore } from "./media-store";

/** The largest picture a person may upload (a logo, a store cover, a banner). */
export const maxImageBytes = 5 * 1024 * 1024;
/** Larger pictures are scaled down to this many pixels on their longer side before they are stored. */
const maxStoredSide = 2400;
/** Pictures larger than this are refused before they are decoded (a decompression bomb). */
const maxInputPixels = 50_000_000;

const m = messages.vendorStore;

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
  const image = await decodeImage(bytes, { maxInputPixels });
  if (!image) throw refuse(m.imageType);
  if (image.width < minSize.width || image.height < minSize.height)
    throw refuse(m.imageTooSmall(minSize.width, minSize.height));
  try {
    return await reencodeImage(bytes, {
      box: { width: maxStoredSide, height: maxStoredSide },
      format: "webp",
      quality: 88,
      maxInputPixels,
    });
  } catch {
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
