import type { Db } from "#db/client";
import { categories } from "#db/schema";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import type { MediaStore } from "../media/media-store";
import { deleteReplacedCategoryImage, lockCategoryImage } from "./category-image";

/**
 * An admin removes a category's picture (its tile then shows the category's icon) and its
 * description; an uploaded file is deleted after the commit. Audited.
 */
export async function removeCategoryImage(
  db: Db,
  {
    actor,
    categoryId,
    media,
    ipAddress,
  }: { actor: Actor | null; categoryId: string; media: MediaStore; ipAddress?: string | null },
): Promise<{ name: string }> {
  assertAdmin(actor);
  const { name, previous } = await db.transaction(async (tx) => {
    const before = await lockCategoryImage(tx, categoryId);
    await tx
      .update(categories)
      .set({ imageKey: null, imageAlt: "", updatedAt: sql`now()` })
      .where(eq(categories.id, categoryId));
    await recordAudit(tx, {
      action: "category.image.remove",
      resource: `category:${categoryId}`,
      userId: actor.userId,
      ipAddress,
      details: { categoryId, name: before.name, imageKey: before.imageKey },
    });
    return { name: before.name, previous: before.imageKey };
  });
  await deleteReplacedCategoryImage(media, previous);
  return { name };
}
