import type { ProductFormInput } from "#common/vendor-products";
import { maxProductImages } from "#common/request-limits";
import type { Db } from "#db/client";
import { productImages, products } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { messages } from "#common/messages";
import { newId } from "#server/lib/ids";
import { count, eq, max } from "drizzle-orm";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import { chosenFiles, prepareProductImages, withStoredImages } from "./product-image-files";
import { checkedFormProduct, isSkuTaken, skuTakenError } from "./product-input";
import { auditAdminEdit, editableProduct, lockEditableProduct, type ProductEditor } from "./product-editor";
import { assertListable, assertSkuFree, productColumns } from "./vendor-product-rows";

/**
 * The vendor saves its product's form, or an admin saves any vendor's (audited): every field, its
 * status, and any pictures added (after the ones it has). Checked before anything is written; the
 * product is locked, so a second save waits. Another vendor's product is a 404 to a vendor. A new
 * name becomes the pictures' alternative text. A product the marketplace holds is not listed through
 * the form, by its vendor or an admin (an admin relists it from the product list, which tells the
 * vendor).
 */
export async function updateProduct(
  db: Db,
  options: ProductEditor & {
    media: MediaStore;
    client: ClientInfo;
    productId: string;
    input: ProductFormInput;
    files: readonly unknown[];
  },
): Promise<void> {
  const { media, client, productId, input, files } = options;
  const editor: ProductEditor = options;
  const [owned] = await db
    .select({ images: count(productImages.id), vendorId: products.vendorId })
    .from(products)
    .leftJoin(productImages, eq(productImages.productId, products.id))
    .where(editableProduct(editor, productId))
    .groupBy(products.id);
  if (!owned) throw new AppError("NOT_FOUND", { message: messages.vendorProducts.productNotFound });
  // The product's own store, for an admin too: the SKU is unique within it and its uploads count.
  const { vendorId } = owned;
  const values = await checkedFormProduct(db, { input });
  const images = await prepareProductImages(chosenFiles(files), { room: maxProductImages - owned.images });
  try {
    await withStoredImages(db, { media, client, vendorId, images }, () =>
      db.transaction(async (tx) => {
        await lockEditableProduct(tx, { editor, productId });
        await assertSkuFree(tx, { vendorId, sku: values.sku, productId });
        await assertListable(tx, { productId, status: values.status, byAdmin: !!editor.admin });
        await tx.update(products).set(productColumns(values)).where(editableProduct(editor, productId));
        await tx
          .update(productImages)
          .set({ alt: values.name })
          .where(eq(productImages.productId, productId));
        await auditAdminEdit(tx, {
          editor,
          action: "product.update",
          productId,
          vendorId,
          name: values.name,
          ipAddress: client.ip,
        });
        if (!images.length) return;
        const [last] = await tx
          .select({ position: max(productImages.position) })
          .from(productImages)
          .where(eq(productImages.productId, productId));
        // Counted again under the lock: two saves at once cannot pass the limit together.
        const [held] = await tx
          .select({ value: count() })
          .from(productImages)
          .where(eq(productImages.productId, productId));
        if ((held?.value ?? 0) + images.length > maxProductImages)
          throw new AppError("VALIDATION", {
            fieldErrors: { images: messages.vendorProducts.tooManyImages(maxProductImages) },
          });
        const start = (last?.position ?? -1) + 1;
        await tx.insert(productImages).values(
          images.map((image, index) => ({
            id: newId("img"),
            productId,
            imageKey: image.key,
            alt: values.name,
            position: start + index,
          })),
        );
      }),
    );
  } catch (error) {
    if (isSkuTaken(error)) throw skuTakenError();
    throw error;
  }
}
