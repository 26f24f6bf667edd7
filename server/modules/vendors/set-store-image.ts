import type { Db } from "#db/client";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import { readUploadedImage, storeImage } from "../media/uploaded-image";
import { countUpload } from "../rate-limit/count-upload";
import { replaceStoreImageKey } from "./replace-store-image-key";
import { type StoreImageKind, storeImages, uploadedStoreImagePrefix } from "./store-images";

/**
 * The vendor uploads its logo or cover. The picture is checked (uploaded-image.ts) and counted
 * against the client's upload allowance, stored, then the store points at it and the picture it
 * replaces is deleted. If the store cannot be updated the new file is deleted again.
 */
export async function setStoreImage(
  db: Db,
  {
    vendorId,
    media,
    client,
    kind,
    file,
  }: { vendorId: string; media: MediaStore; client: ClientInfo; kind: StoreImageKind; file: unknown },
): Promise<string> {
  const { field, minSize } = storeImages[kind];
  const bytes = await readUploadedImage(file, { field, minSize });
  await countUpload(db, { client, storeId: vendorId });
  const key = await storeImage(media, { prefix: uploadedStoreImagePrefix, bytes });
  try {
    await replaceStoreImageKey(db, { vendorId, media, kind, key });
  } catch (error) {
    await media.delete(key).catch(() => undefined);
    throw error;
  }
  return key;
}
