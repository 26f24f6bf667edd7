import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { categories } from "#db/schema";
import { AppError, type FieldErrors, isAppError } from "#server/lib/errors";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import { readUploadedImage, storeImage } from "../media/uploaded-image";
import { countUpload } from "../rate-limit/count-upload";
import {
  categoryImageAltLimit,
  categoryImageMinSize,
  deleteReplacedCategoryImage,
  lockCategoryImage,
  uploadedCategoryImagePrefix,
} from "./category-image";

const m = messages.adminCatalog;

/**
 * An admin gives a category its picture, or changes the picture's description only (no file chosen,
 * while it has one). The description is required (200 characters): the category page shows the
 * picture to everyone, including people who hear the page. A new file is checked by the media
 * module (JPEG, PNG or WebP by its bytes, 5 MB, at least 480 × 320, re-encoded without its metadata)
 * and counted against the client's upload allowance before it is stored; the row then points at it
 * and the picture it replaces is deleted after the commit, or the new file is deleted if the row
 * could not be written. Audited.
 */
export async function setCategoryImage(
  db: Db,
  {
    actor,
    categoryId,
    media,
    client,
    file,
    alt,
  }: {
    actor: Actor | null;
    categoryId: string;
    media: MediaStore;
    client: ClientInfo;
    file: unknown;
    alt: unknown;
  },
): Promise<{ name: string }> {
  assertAdmin(actor);
  const fieldErrors: FieldErrors = {};
  const description = typeof alt === "string" ? alt.trim().replace(/\s+/g, " ") : "";
  if (!description) fieldErrors.imageAlt = m.categoryImageAltRequired;
  else if (description.length > categoryImageAltLimit)
    fieldErrors.imageAlt = m.categoryImageAltTooLong(categoryImageAltLimit);
  const chosen = file instanceof File && file.size > 0;
  let bytes: Uint8Array | null = null;
  if (chosen) {
    try {
      bytes = await readUploadedImage(file, { field: "image", minSize: categoryImageMinSize });
    } catch (error) {
      if (!isAppError(error) || !error.fieldErrors) throw error;
      Object.assign(fieldErrors, error.fieldErrors);
    }
  } else {
    const [current] = await db
      .select({ imageKey: categories.imageKey })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!current) throw new AppError("NOT_FOUND", { message: m.categoryNotFound });
    if (!current.imageKey) fieldErrors.image = messages.vendorStore.imageRequired;
  }
  if (Object.keys(fieldErrors).length) throw new AppError("VALIDATION", { fieldErrors });

  let key: string | null = null;
  if (bytes) {
    await countUpload(db, { client });
    key = await storeImage(media, { prefix: uploadedCategoryImagePrefix, bytes });
  }
  try {
    const { name, previous } = await db.transaction(async (tx) => {
      const before = await lockCategoryImage(tx, categoryId);
      const imageKey = key ?? before.imageKey;
      // The picture was removed between the page's load and this save: a description needs one.
      if (!imageKey)
        throw new AppError("VALIDATION", { fieldErrors: { image: messages.vendorStore.imageRequired } });
      await tx
        .update(categories)
        .set({ imageKey, imageAlt: description, updatedAt: sql`now()` })
        .where(eq(categories.id, categoryId));
      await recordAudit(tx, {
        action: "category.image",
        resource: `category:${categoryId}`,
        userId: actor.userId,
        ipAddress: client.ip,
        details: {
          categoryId,
          name: before.name,
          imageKey,
          alt: description,
          replaced: key ? before.imageKey : null,
        },
      });
      return { name: before.name, previous: key ? before.imageKey : null };
    });
    await deleteReplacedCategoryImage(media, previous);
    return { name };
  } catch (error) {
    if (key) await media.delete(key).catch(() => undefined);
    throw error;
  }
}
