import { randomBytes } from "node:crypto";
import type { Db } from "#db/client";
import { productDocuments, products, vendors } from "#db/schema";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, count, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import { countUpload } from "../rate-limit/count-upload";
import { acceptedDocumentTypes, sniffDocumentType } from "./document-type";
import { documentKeyPrefix, maxDocumentBytes, maxDocumentNameLength, maxDocumentsPerProduct } from "./limits";

/**
 * The vendor's own product, locked for the rest of the transaction. Someone else's product is "not
 * found", the same answer as no product, so a stranger learns nothing of what exists.
 */
async function lockOwnProduct(tx: Db, { actor, productId }: { actor: Actor | null; productId: string }) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, productId), eq(vendors.userId, actor.userId)))
    .for("update", { of: products });
  if (!product) throw new AppError("NOT_FOUND", { message: "Product not found" });
  return product;
}

/** The name a document is listed under: what the vendor typed, else the file's name without its extension. */
function documentName(typed: unknown, fileName: string): string {
  const text = (typeof typed === "string" ? typed : "").trim().replace(/\s+/g, " ");
  return text || fileName.replace(/\.[^.]+$/, "").trim();
}

/**
 * A vendor attaches a document to their product (shown in its Documents tab; limits enforced):
 * at most 5 per product and 10 MB each, a PDF, image or Office file judged by its bytes, with a
 * name of at most 120 characters, within the client's upload allowance. The file is stored first;
 * if the row cannot be written the file is removed again, so nothing is left half done.
 */
export async function uploadProductDocument(
  db: Db,
  {
    actor,
    media,
    client,
    productId,
    name,
    file,
  }: {
    actor: Actor | null;
    media: MediaStore;
    client: ClientInfo;
    productId: string;
    name: unknown;
    file: unknown;
  },
) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  if (!(file instanceof File) || file.size === 0)
    throw new AppError("VALIDATION", { fieldErrors: { file: "Choose a file to upload." } });
  if (file.size > maxDocumentBytes)
    throw new AppError("VALIDATION", { fieldErrors: { file: messages.errors.fileTooLarge } });
  const listedName = documentName(name, file.name);
  if (!listedName) throw new AppError("VALIDATION", { fieldErrors: { name: "Give the document a name." } });
  if (listedName.length > maxDocumentNameLength)
    throw new AppError("VALIDATION", {
      fieldErrors: { name: `Use at most ${maxDocumentNameLength} characters.` },
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffDocumentType(bytes, file.name);
  if (!type)
    throw new AppError("VALIDATION", { fieldErrors: { file: `Upload a ${acceptedDocumentTypes} file.` } });
  await countUpload(db, { client });

  const id = newId("doc");
  // Media keys are lower-case; a hex name of its own keeps the file's address unguessable.
  const fileKey = `${documentKeyPrefix}${randomBytes(16).toString("hex")}.${type.extension}`;
  await media.put(fileKey, bytes, type.mimeType);
  try {
    return await db.transaction(async (tx) => {
      await lockOwnProduct(tx, { actor, productId });
      const [existing] = await tx
        .select({ value: count() })
        .from(productDocuments)
        .where(eq(productDocuments.productId, productId));
      if ((existing?.value ?? 0) >= maxDocumentsPerProduct) {
        throw new AppError("VALIDATION", {
          fieldErrors: {
            file: `A product can have at most ${maxDocumentsPerProduct} documents. Remove one first.`,
          },
        });
      }
      const [document] = await tx
        .insert(productDocuments)
        .values({
          id,
          productId,
          name: listedName,
          fileKey,
          mimeType: type.mimeType,
          sizeBytes: bytes.length,
        })
        .returning();
      return document!;
    });
  } catch (error) {
    await media.delete(fileKey).catch(() => undefined);
    throw error;
  }
}

/** The vendor removes one of their product's documents, and its file. */
export async function deleteProductDocument(
  db: Db,
  {
    actor,
    media,
    productId,
    documentId,
  }: { actor: Actor | null; media: MediaStore; productId: string; documentId: unknown },
) {
  if (typeof documentId !== "string" || !documentId)
    throw new AppError("VALIDATION", { message: "Choose a document to remove." });
  const removed = await db.transaction(async (tx) => {
    await lockOwnProduct(tx, { actor, productId });
    const [row] = await tx
      .delete(productDocuments)
      .where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId)))
      .returning({ fileKey: productDocuments.fileKey });
    if (!row) throw new AppError("NOT_FOUND", { message: "That document was already removed." });
    return row;
  });
  await media.delete(removed.fileKey);
}
