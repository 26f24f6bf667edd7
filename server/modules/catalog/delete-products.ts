import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { orderItems, productImages, products } from "#db/schema";
import { and, eq, exists, inArray, not } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { recordAudit } from "../audit/record-audit";
import type { MediaStore } from "../media/media-store";
import { deleteImageFiles } from "./product-image-files";
import { selectedProductIds } from "./vendor-product-rows";

export interface DeleteProductsResult {
  deleted: number;
  /** Products kept, each with why (ordered ones stay for their buyers' order history). */
  refused: { id: string; name: string; reason: string }[];
}

/**
 * Deletes the vendor's selected products that were never ordered, with their pictures, tiers,
 * options, documents, cart and wishlist lines (cascades). An ordered product is refused, with the
 * reason, and the vendor unlists it instead: order lines refer to it. Ids that are not the
 * vendor's are ignored. Deleting a listed product takes it out of its category's count (trigger).
 */
export async function deleteProducts(
  db: Db,
  {
    vendorId,
    actor,
    media,
    productIds,
  }: { vendorId: string; actor: Actor; media: MediaStore; productIds: readonly unknown[] },
): Promise<DeleteProductsResult> {
  const ids = selectedProductIds(productIds);
  const { deletedIds, refused, imageKeys } = await db.transaction(async (tx) => {
    const owned = and(eq(products.vendorId, vendorId), inArray(products.id, ids));
    const ordered = exists(
      tx.select({ one: orderItems.id }).from(orderItems).where(eq(orderItems.productId, products.id)),
    );
    // Locked first, so an order placed meanwhile waits for this transaction or is seen by it.
    await tx.select({ id: products.id }).from(products).where(owned).orderBy(products.id).for("update");
    const kept = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(owned, ordered));
    const images = await tx
      .select({ imageKey: productImages.imageKey })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(and(owned, not(ordered)));
    const deleted = await tx
      .delete(products)
      .where(and(owned, not(ordered)))
      .returning({ id: products.id, name: products.name });
    if (deleted.length)
      await recordAudit(tx, {
        action: "vendor.products.delete",
        resource: `vendor:${vendorId}`,
        userId: actor.userId,
        details: { products: deleted.map((row) => ({ id: row.id, name: row.name })) },
      });
    return {
      deletedIds: deleted.map((row) => row.id),
      refused: kept.map((row) => ({
        id: row.id,
        name: row.name,
        reason: messages.vendorProducts.orderedCannotDelete(row.name),
      })),
      imageKeys: images.map((row) => row.imageKey),
    };
  });
  await deleteImageFiles(media, imageKeys);
  return { deleted: deletedIds.length, refused };
}
