import type { Db } from "#db/client";
import { productImages, products } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { messages } from "#common/messages";
import { asc, eq, sql } from "drizzle-orm";
import { auditAdminEdit, lockEditableProduct, type ProductEditor } from "./product-editor";

export type ImageMove = "up" | "down" | "main";

/**
 * Reorders a product's pictures, by its vendor or an admin (audited): one place up or down, or first
 * ("main": the picture cards and the product page open with). Positions are rewritten 0…n-1, so gaps
 * left by removed pictures close. Another vendor's product is a 404 to a vendor.
 */
export async function moveProductImage(
  db: Db,
  options: ProductEditor & {
    productId: string;
    imageId: string;
    move: ImageMove;
    ipAddress?: string | null;
  },
): Promise<void> {
  const { productId, imageId, move, ipAddress } = options;
  const editor: ProductEditor = options;
  await db.transaction(async (tx) => {
    const product = await lockEditableProduct(tx, { editor, productId });
    const rows = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id));
    const order = rows.map((row) => row.id);
    const from = order.indexOf(imageId);
    if (from < 0) throw new AppError("NOT_FOUND", { message: messages.vendorProducts.imageNotFound });
    const to =
      move === "main" ? 0 : move === "up" ? Math.max(0, from - 1) : Math.min(order.length - 1, from + 1);
    if (to === from) return;
    order.splice(from, 1);
    order.splice(to, 0, imageId);
    for (const [position, id] of order.entries())
      await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    await auditAdminEdit(tx, {
      editor,
      action: "product.image.move",
      productId,
      vendorId: product.vendorId,
      name: product.name,
      ipAddress,
    });
  });
}
