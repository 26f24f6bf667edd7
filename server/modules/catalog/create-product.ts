import type { ProductFormInput } from "#common/vendor-products";
import { maxProductImages } from "#common/request-limits";
import type { Db } from "#db/client";
import { productImages, products } from "#db/schema";
import { newId } from "#server/lib/ids";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import { auditAdminEdit, type ProductEditor, vendorForNewProduct } from "./product-editor";
import { chosenFiles, prepareProductImages, withStoredImages } from "./product-image-files";
import { checkedFormProduct, isSkuTaken, skuTakenError } from "./product-input";
import { assertSkuFree, productColumns, slugOf } from "./vendor-product-rows";

/**
 * A vendor adds a product with its pictures, in the status chosen (draft, listed or unlisted), or an
 * admin adds one for the store chosen on the form (`vendorChoice`, looked up; audited). Everything
 * is checked before anything is written; the pictures are stored, then the product and its image
 * rows in one transaction, and the pictures removed again if that fails. The first picture is the
 * main one. Listing it counts it in catalog_counts and the sitemap (triggers and the listed flag);
 * its search text is a generated column.
 */
export async function createProduct(
  db: Db,
  options: ProductEditor & {
    /** The store an admin chose on the form (ignored for a vendor, who adds to its own). */
    vendorChoice?: unknown;
    media: MediaStore;
    client: ClientInfo;
    input: ProductFormInput;
    files: readonly unknown[];
  },
): Promise<{ id: string }> {
  const { vendorChoice, media, client, input, files } = options;
  const editor: ProductEditor = options;
  const vendorId = await vendorForNewProduct(db, { editor, vendorChoice });
  const values = await checkedFormProduct(db, { input });
  const images = await prepareProductImages(chosenFiles(files), { room: maxProductImages });
  const id = newId("prd");
  try {
    return await withStoredImages(db, { media, client, vendorId, images }, () =>
      db.transaction(async (tx) => {
        await assertSkuFree(tx, { vendorId, sku: values.sku });
        await tx
          .insert(products)
          .values({ id, vendorId, slug: slugOf(values.name), ...productColumns(values) });
        if (images.length)
          await tx.insert(productImages).values(
            images.map((image, position) => ({
              id: newId("img"),
              productId: id,
              imageKey: image.key,
              alt: values.name,
              position,
            })),
          );
        await auditAdminEdit(tx, {
          editor,
          action: "product.create",
          productId: id,
          vendorId,
          name: values.name,
          ipAddress: client.ip,
        });
        return { id };
      }),
    );
  } catch (error) {
    if (isSkuTaken(error)) throw skuTakenError();
    throw error;
  }
}
