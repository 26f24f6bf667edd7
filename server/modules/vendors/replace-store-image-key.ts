import type { Db } from "#db/client";
import { vendors } from "#db/schema";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import type { MediaStore } from "../media/media-store";
import { type StoreImageKind, storeImages, uploadedStoreImagePrefix } from "./store-images";

/**
 * Points the store's logo or cover at `key` (null: no picture), with the row locked so two saves
 * cannot both keep the same old file, then deletes the file it pointed at before once the change is
 * committed, so no upload is left orphaned. Seeded pictures (outside the upload folder) are kept.
 */
export async function replaceStoreImageKey(
  db: Db,
  {
    vendorId,
    media,
    kind,
    key,
  }: { vendorId: string; media: MediaStore; kind: StoreImageKind; key: string | null },
) {
  const { column, property } = storeImages[kind];
  const previous = await db.transaction(async (tx) => {
    const [store] = await tx
      .select({ key: column })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for("update");
    if (!store) throw new AppError("NOT_FOUND", { message: messages.store.notFound });
    await tx
      .update(vendors)
      .set({ [property]: key, updatedAt: new Date() })
      .where(eq(vendors.id, vendorId));
    return store.key;
  });
  if (previous && previous !== key && previous.startsWith(uploadedStoreImagePrefix))
    await media.delete(previous).catch(() => undefined);
}
