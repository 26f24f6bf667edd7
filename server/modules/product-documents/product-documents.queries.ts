import type { Db } from "#db/client";
import { productDocuments, products, vendors } from "#db/schema";
import { and, eq } from "drizzle-orm";
import { listedProducts } from "../catalog/product-cards";

/**
 * A document of a listed product, as its download needs it; null when unknown or its product is not listed.
 */
export async function getDownloadableDocument(db: Db, { documentId }: { documentId: string }) {
  const [row] = await db
    .select({
      name: productDocuments.name,
      fileKey: productDocuments.fileKey,
      mimeType: productDocuments.mimeType,
      sizeBytes: productDocuments.sizeBytes,
    })
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(productDocuments.id, documentId), listedProducts()))
    .limit(1);
  return row ?? null;
}
