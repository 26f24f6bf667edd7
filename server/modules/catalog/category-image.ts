import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { categories } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import type { MediaStore } from "../media/media-store";

/** Every picture an admin uploads for a category is stored under this folder (seeded art is not). */
export const uploadedCategoryImagePrefix = "categories/";
/** The category tile is 3:2 and up to 300 px wide, drawn at twice that on sharp screens. */
export const categoryImageMinSize = { width: 480, height: 320 };
export const categoryImageAltLimit = 200;

/** The category's row locked for this transaction: its name and current picture; NOT_FOUND otherwise. */
export async function lockCategoryImage(tx: Db, categoryId: string) {
  const [row] = await tx
    .select({ name: categories.name, imageKey: categories.imageKey, imageAlt: categories.imageAlt })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", { message: messages.adminCatalog.categoryNotFound });
  return row;
}

/** Deletes a picture the category no longer points at, once that is committed; seeded art stays. */
export async function deleteReplacedCategoryImage(media: MediaStore, key: string | null | undefined) {
  if (key?.startsWith(uploadedCategoryImagePrefix)) await media.delete(key).catch(() => undefined);
}
