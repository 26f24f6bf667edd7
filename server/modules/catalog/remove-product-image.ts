import type { Db } from "#db/client";
import { productImages, products } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { messages } from "#common/messages";
import { and, eq, sql } from "drizzle-orm";
import type { MediaStore } from "../media/media-store";
import { deleteImageFiles } from "./product-image-files";
import { auditAdminEdit, lockEditableProduct, type ProductEditor } from "./product-editor";

/**
 * Removes one of a product's pictures, by its vendor or an admin (audited), then its file (an
 * uploaded one; the demo's shared pictures stay). The next picture becomes the main one. Another
 * vendor's product is a 404 to a vendor.
 */
export async function removeProductImage(
  db: Db,
  options: ProductEditor & {
    media: MediaStore;
    productId: string;
    imageId: string;
    ipAddress?: string | null;
  },
): Promise<void> {
  const { media, productId, imageId, ipAddress } = options;
  const editor: ProductEditor = options;
  const removed = await db.transaction(async (tx) => {
    const product = await lockEditableProduct(tx, { editor, productId });
    const [row] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning({ imageKey: productImages.imageKey });
    if (!row) throw new AppError("NOT_FOUND", { message: messages.vendorProducts.imageNotFound });
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    await auditAdminEdit(tx, {
      editor,
      action: "product.image.remove",
      productId,
      vendorId: product.vendorId,
      name: product.name,
      ipAddress,
    });
    return row;
  });
  await deleteImageFiles(media, [removed.imageKey]);
}
