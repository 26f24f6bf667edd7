import { randomBytes } from "node:crypto";
import { messages } from "#common/messages";
import { maxProductImageBytes, maxProductImages } from "#common/request-limits";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import type { ClientInfo } from "../identity/client-info";
import { decodeImage, type ImageFormat, reencodeImage } from "../media/image-bytes";
import type { MediaStore } from "../media/media-store";
import { countUpload } from "../rate-limit/count-upload";

const m = messages.vendorProducts;

/** Every uploaded product image's media key starts here (served by /media like the demo pictures). */
export const productImageKeyPrefix = "products/";
/** Smaller pictures look broken on the product page's gallery. */
const minImageSide = 200;
/** Masters are kept at most this wide or tall: /media makes every smaller size from them. */
const maxImageSide = 2400;

export interface PreparedImage {
  key: string;
  bytes: Uint8Array;
  mimeType: string;
}

const imageFiles: Record<ImageFormat, { extension: string; mimeType: string }> = {
  jpeg: { extension: "jpg", mimeType: "image/jpeg" },
  png: { extension: "png", mimeType: "image/png" },
  webp: { extension: "webp", mimeType: "image/webp" },
};

/** The files of a multiple file input; a browser sends one empty part when nothing was chosen. */
export function chosenFiles(files: readonly unknown[]): File[] {
  return files.filter((file): file is File => file instanceof File && file.size > 0);
}

/**
 * Checks and re-encodes uploaded pictures before anything is stored: JPEG, PNG or WebP by their
 * bytes, 5 MB each, decodable, at least 200 pixels a side, at most `room` of them. Re-encoding
 * turns the picture upright and drops its metadata (a phone photo's location stays private).
 * Errors name the field `images`.
 */
export async function prepareProductImages(
  files: readonly File[],
  { room }: { room: number },
): Promise<PreparedImage[]> {
  if (files.length > room)
    throw new AppError("VALIDATION", { fieldErrors: { images: m.tooManyImages(maxProductImages) } });
  const prepared: PreparedImage[] = [];
  for (const file of files) {
    if (file.size > maxProductImageBytes)
      throw new AppError("VALIDATION", {
        fieldErrors: { images: m.imageTooLarge(file.name, maxProductImageBytes / (1024 * 1024)) },
      });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = await decodeImage(bytes);
    if (!image) throw new AppError("VALIDATION", { fieldErrors: { images: m.imageNotAnImage(file.name) } });
    if (Math.min(image.width, image.height) < minImageSide)
      throw new AppError("VALIDATION", { fieldErrors: { images: m.imageTooSmall(file.name, minImageSide) } });
    const encoded = await reencodeImage(bytes, {
      box: { width: maxImageSide, height: maxImageSide },
      format: image.format,
    });
    const { extension, mimeType } = imageFiles[image.format];
    prepared.push({
      // Media keys are lower-case; a random name keeps two uploads from ever sharing a key.
      key: `${productImageKeyPrefix}${randomBytes(16).toString("hex")}.${extension}`,
      bytes: encoded,
      mimeType,
    });
  }
  return prepared;
}

/**
 * Stores prepared pictures (each counted against the store's upload allowance), runs `write` (the
 * transaction that refers to them), and removes the files again when it fails: a refused save
 * leaves no file behind.
 */
export async function withStoredImages<T>(
  db: Db,
  {
    media,
    client,
    vendorId,
    images,
  }: { media: MediaStore; client: ClientInfo; vendorId: string; images: readonly PreparedImage[] },
  write: () => Promise<T>,
): Promise<T> {
  for (const _image of images) await countUpload(db, { client, storeId: vendorId });
  const stored: string[] = [];
  try {
    for (const image of images) {
      await media.put(image.key, image.bytes, image.mimeType);
      stored.push(image.key);
    }
    return await write();
  } catch (error) {
    await Promise.all(stored.map((key) => media.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** Deletes files whose rows are gone; a file that cannot be removed is only wasted space. */
export async function deleteImageFiles(media: MediaStore, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys
      .filter((key) => key.startsWith(productImageKeyPrefix))
      .map((key) => media.delete(key).catch(() => undefined)),
  );
}
