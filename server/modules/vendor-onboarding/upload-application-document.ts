import { randomBytes } from "node:crypto";
import { messages } from "#common/messages";
import { applicationDocumentKinds, maxApplicationDocuments } from "#common/vendor-application";
import type { Db } from "#db/client";
import { vendorApplicationDocuments } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { count, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import {
  listedFileName,
  readScannedDocument,
  scannedDocumentSizeProblem,
} from "../product-documents/scanned-document";
import { countUpload } from "../rate-limit/count-upload";
import { lockEditableApplication } from "./editable-application";
import { applicationDocumentKeyPrefix, maxDocumentFileNameLength } from "./limits";

const m = messages.vendorOnboarding;

/**
 * Adds an identity, business-registration or other document to the actor's application: at most 6,
 * 10 MB each, a PDF, JPEG or PNG judged by its bytes (whatever its name or the browser says). The file
 * is stored first and removed again if the row cannot be written.
 */
export async function uploadApplicationDocument(
  db: Db,
  {
    actor,
    media,
    client,
    kind,
    file,
  }: { actor: Actor | null; media: MediaStore; client: ClientInfo; kind: unknown; file: unknown },
) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const fieldErrors: Record<string, string> = {};
  if (!applicationDocumentKinds.some((known) => known === kind)) fieldErrors.kind = m.documentKindRequired;
  const fileProblem = scannedDocumentSizeProblem(file, m.documentRequired);
  if (fileProblem) fieldErrors.document = fileProblem;
  if (Object.keys(fieldErrors).length > 0 || !(file instanceof File))
    throw new AppError("VALIDATION", { fieldErrors });
  const scanned = await readScannedDocument(file);
  if (!scanned) throw new AppError("VALIDATION", { fieldErrors: { document: m.documentNotAccepted } });
  const { bytes, type } = scanned;
  await countUpload(db, { client });

  const fileKey = `${applicationDocumentKeyPrefix}${randomBytes(16).toString("hex")}.${type.extension}`;
  await media.put(fileKey, bytes, type.mimeType);
  try {
    return await db.transaction(async (tx) => {
      const application = await lockEditableApplication(tx, { actor });
      const [existing] = await tx
        .select({ value: count() })
        .from(vendorApplicationDocuments)
        .where(eq(vendorApplicationDocuments.applicationId, application.id));
      if ((existing?.value ?? 0) >= maxApplicationDocuments)
        throw new AppError("VALIDATION", {
          fieldErrors: { document: m.documentsTooMany(maxApplicationDocuments) },
        });
      const [document] = await tx
        .insert(vendorApplicationDocuments)
        .values({
          id: newId("vad"),
          applicationId: application.id,
          kind: kind as (typeof applicationDocumentKinds)[number],
          fileKey,
          fileName: listedFileName(file.name, type.extension, maxDocumentFileNameLength),
          contentType: type.mimeType,
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
