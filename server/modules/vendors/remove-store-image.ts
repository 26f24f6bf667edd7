import type { Db } from "#db/client";
import type { MediaStore } from "../media/media-store";
import { replaceStoreImageKey } from "./replace-store-image-key";
import type { StoreImageKind } from "./store-images";

/** The vendor removes its logo or cover (the page then shows its initials or the plain pattern). */
export async function removeStoreImage(
  db: Db,
  { vendorId, media, kind }: { vendorId: string; media: MediaStore; kind: StoreImageKind },
) {
  await replaceStoreImageKey(db, { vendorId, media, kind, key: null });
}
