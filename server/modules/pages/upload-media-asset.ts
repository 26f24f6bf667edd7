import type { Db } from "#db/client";
import { mediaAssets } from "#db/schema";
import { newId } from "#server/lib/ids";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { countUpload } from "../rate-limit/count-upload";
import { decodeImage } from "../media/image-bytes";
import { checkedAlt, mediaLibraryMinSize, mediaLibraryPrefix } from "./media-library";
import type { MediaStore } from "../media/media-store";
import { readUploadedImage, storeImage } from "../media/uploaded-image";

/**
 * An admin adds a picture to the media library: checked like every uploaded picture (a JPEG, PNG or
 * WebP by its bytes, at most 5 MB, at least 200×200, re-encoded as WebP without its metadata), with
 * its alt text (required). Counted against the client's hourly upload allowance. The file is stored
 * first and deleted again if its row cannot be written.
 */
export async function uploadMediaAsset(
  db: Db,
  {
    actor,
    media,
    client,
    file,
    alt,
  }: { actor: Actor | null; media: MediaStore; client: { ip: string }; file: unknown; alt: string },
): Promise<{ key: string }> {
  assertAdmin(actor);
  const altText = checkedAlt(alt);
  const bytes = await readUploadedImage(file, { field: "file", minSize: mediaLibraryMinSize });
  const size = await decodeImage(bytes);
  await countUpload(db, { client });
  const key = await storeImage(media, { prefix: mediaLibraryPrefix, bytes });
  try {
    await db.insert(mediaAssets).values({
      id: newId("med"),
      key,
      fileName: file instanceof File ? file.name.slice(0, 200) : key,
      alt: altText,
      width: size?.width ?? 0,
      height: size?.height ?? 0,
      sizeBytes: bytes.byteLength,
      uploadedBy: actor.userId,
    });
  } catch (error) {
    await media.delete(key).catch(() => undefined);
    throw error;
  }
  return { key };
}
