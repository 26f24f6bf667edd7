import type { Db } from "#db/client";
import { productImages, products } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { messages } from "#common/messages";
import { and, eq, sql } from "drizzle-orm";
import type { MediaStore } from "../media/media-store";
import { deleteImageFiles } from "./product-image-files";
import { lockOwnProduct } from "./own-product.queries";

/**
 * Removes one of the vendor's product pictures, then its file (an uploaded one; the demo's shared
 * pictures stay). The next picture becomes the main one. Another vendor's product is a 404.
 */
export async function removeProductImage(
  db: Db,
  {
    vendorId,
    media,
    productId,
    imageId,
  }: { vendorId: string; media: MediaStore; productId: string; imageId: string },
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await lockOwnProduct(tx, { vendorId, productId });
    const [row] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning({ imageKey: productImages.imageKey });
    if (!row) throw new AppError("NOT_FOUND", { message: messages.vendorProducts.imageNotFound });
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    return row;
  });
  await deleteImageFiles(media, [removed.imageKey]);
}
