import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { messages } from "#common/messages";
import { maxProductImageBytes, maxProductImages } from "#common/request-limits";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import type { ClientInfo } from "../identity/client-info";
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

type ImageKind = { format: "jpeg" | "png" | "webp"; extension: string; mimeType: string };

const jpeg: ImageKind = { format: "jpeg", extension: "jpg", mimeType: "image/jpeg" };
const png: ImageKind = { format: "png", extension: "png", mimeType: "image/png" };
const webp: ImageKind = { format: "webp", extension: "webp", mimeType: "image/webp" };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The picture's kind from its first bytes (the browser's type and the name prove nothing). */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg;
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return webp;
  return null;
}

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
    const kind = sniffImageKind(bytes);
    const metadata = kind
      ? await sharp(bytes)
          .metadata()
          .catch(() => null)
      : null;
    if (!kind || !metadata?.width || !metadata.height)
      throw new AppError("VALIDATION", { fieldErrors: { images: m.imageNotAnImage(file.name) } });
    if (Math.min(metadata.width, metadata.height) < minImageSide)
      throw new AppError("VALIDATION", { fieldErrors: { images: m.imageTooSmall(file.name, minImageSide) } });
    const encoded = await sharp(bytes)
      .rotate()
      .resize({ width: maxImageSide, height: maxImageSide, fit: "inside", withoutEnlargement: true })
      .toFormat(kind.format)
      .toBuffer();
    prepared.push({
      // Media keys are lower-case; a random name keeps two uploads from ever sharing a key.
      key: `${productImageKeyPrefix}${randomBytes(16).toString("hex")}.${kind.extension}`,
      bytes: new Uint8Array(encoded),
      mimeType: kind.mimeType,
    });
  }
  return prepared;
}

/**
 * Stores prepared pictures (each counted against the client's upload allowance), runs `write` (the
 * transaction that refers to them), and removes the files again when it fails: a refused save
 * leaves no file behind.
 */
export async function withStoredImages<T>(
  db: Db,
  { media, client, images }: { media: MediaStore; client: ClientInfo; images: readonly PreparedImage[] },
  write: () => Promise<T>,
): Promise<T> {
  for (const _image of images) await countUpload(db, { client });
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
