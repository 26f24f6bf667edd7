import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { mediaAssets } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { imageUsage } from "./image-usage.queries";
import type { MediaStore } from "../media/media-store";

/**
 * An admin deletes a media library picture that no page shows (published or in a draft); one in use
 * is refused with the number of pages, and nothing is deleted. The row goes first, in a transaction
 * that locks it; the file is removed after the commit (a failure there leaves only an unlisted file).
 */
export async function deleteMediaAsset(
  db: Db,
  { actor, media, assetId }: { actor: Actor | null; media: MediaStore; assetId: string },
): Promise<{ fileName: string }> {
  assertAdmin(actor);
  const m = messages.adminContent;
  const deleted = await db.transaction(async (tx) => {
    const [asset] = await tx
      .select({ key: mediaAssets.key, fileName: mediaAssets.fileName })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, assetId))
      .for("update");
    if (!asset) throw new AppError("NOT_FOUND", { message: m.imageNotFound });
    const uses = (await imageUsage(tx)).get(asset.key) ?? [];
    if (uses.length > 0) throw new AppError("CONFLICT", { message: m.imageInUse(uses.length) });
    await tx.delete(mediaAssets).where(eq(mediaAssets.id, assetId));
    return asset;
  });
  await media.delete(deleted.key).catch(() => undefined);
  return { fileName: deleted.fileName };
}
