import { randomBytes } from "node:crypto";
import { rfqSubmitMessages as m } from "#common/i18n/rfqs-submit";
import { maxRfqAttachmentBytes, maxRfqAttachments } from "#common/rfq";
import type { Db } from "#db/client";
import { rfqAttachments, rfqRecipients, rfqs, vendors } from "#db/schema";
import { newId } from "#server/lib/ids";
import { and, asc, eq, exists, or } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import type { MediaStore } from "../media/media-store";
import { type DocumentType, sniffDocumentType, sniffLegacyWord } from "../product-documents/document-type";
import { documentKeyPrefix } from "../product-documents/limits";
import { listedFileName, paperTypes } from "../product-documents/scanned-document";
import { countUpload } from "../rate-limit/count-upload";

/** Attachments are never served by /media (its rule for the documents prefix); only their download route reads them. */
export const rfqAttachmentKeyPrefix = `${documentKeyPrefix}rfq/`;
const maxAttachmentNameLength = 120;

export interface CheckedAttachment {
  fileName: string;
  bytes: Uint8Array;
  type: DocumentType;
}

/** A file the buyer chose that is not sent with the RFQ, and why. */
export interface SkippedAttachment {
  fileName: string;
  reason: string;
}

/**
 * The files sent with an RFQ, each judged by its bytes: a PDF, JPEG, PNG or Word file of at most
 * 10 MB, the first `maxRfqAttachments` of them. A file that fails is skipped with its reason (the RFQ
 * is sent without it); an empty file input sends nothing.
 */
export async function checkRfqAttachments(
  files: readonly unknown[],
): Promise<{ accepted: CheckedAttachment[]; skipped: SkippedAttachment[] }> {
  const accepted: CheckedAttachment[] = [];
  const skipped: SkippedAttachment[] = [];
  for (const file of files) {
    if (!(file instanceof File) || (file.size === 0 && !file.name)) continue;
    const name = file.name.split(/[\\/]/).pop()!.trim() || "file";
    if (accepted.length >= maxRfqAttachments) {
      skipped.push({ fileName: name, reason: m.tooManyFiles(name, maxRfqAttachments) });
      continue;
    }
    if (file.size > maxRfqAttachmentBytes) {
      skipped.push({ fileName: name, reason: m.fileTooLarge(name) });
      continue;
    }
    const bytes = await file.arrayBuffer().then(
      (buffer) => new Uint8Array(buffer),
      () => null,
    );
    if (!bytes) {
      skipped.push({ fileName: name, reason: m.fileUnreadable(name) });
      continue;
    }
    const type = bytes.length > 0 ? (sniffDocumentType(bytes, name) ?? sniffLegacyWord(bytes, name)) : null;
    if (!type || !paperTypes.has(type.mimeType)) {
      skipped.push({ fileName: name, reason: m.fileNotAccepted(name) });
      continue;
    }
    accepted.push({ fileName: listedFileName(name, type.extension, maxAttachmentNameLength), bytes, type });
  }
  return { accepted, skipped };
}

export interface StoredAttachment extends CheckedAttachment {
  fileKey: string;
}

/**
 * Stores the checked files under random keys, each counted against the client's hourly upload
 * allowance first. Returns them with a `remove` that deletes them again (when the rows cannot be
 * written); a failure part-way removes what was already stored.
 */
export async function storeRfqAttachments(
  db: Db,
  {
    media,
    client,
    attachments,
  }: { media: MediaStore; client: { ip: string }; attachments: CheckedAttachment[] },
): Promise<{ stored: StoredAttachment[]; remove: () => Promise<void> }> {
  const stored: StoredAttachment[] = [];
  const remove = async () => {
    await Promise.all(stored.map((file) => media.delete(file.fileKey).catch(() => undefined)));
  };
  try {
    for (const attachment of attachments) {
      await countUpload(db, { client });
      const fileKey = `${rfqAttachmentKeyPrefix}${randomBytes(16).toString("hex")}.${attachment.type.extension}`;
      await media.put(fileKey, attachment.bytes, attachment.type.mimeType);
      stored.push({ ...attachment, fileKey });
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { stored, remove };
}

/** The attachment rows of a new RFQ, in the transaction that writes it. */
export async function insertRfqAttachments(
  tx: Db,
  { rfqId, stored }: { rfqId: string; stored: StoredAttachment[] },
): Promise<void> {
  if (stored.length === 0) return;
  await tx.insert(rfqAttachments).values(
    stored.map((file) => ({
      id: newId("rfa"),
      rfqId,
      fileKey: file.fileKey,
      fileName: file.fileName,
      contentType: file.type.mimeType,
      sizeBytes: file.bytes.length,
    })),
  );
}

export interface RfqAttachmentView {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * An RFQ's attachments for display, by name (link each to `rfqAttachmentPath(id)`). The caller has
 * already decided the viewer may see the RFQ; the download checks again.
 */
export function attachmentsOf(db: Db, { rfqId }: { rfqId: string }): Promise<RfqAttachmentView[]> {
  return db
    .select({
      id: rfqAttachments.id,
      fileName: rfqAttachments.fileName,
      contentType: rfqAttachments.contentType,
      sizeBytes: rfqAttachments.sizeBytes,
    })
    .from(rfqAttachments)
    .where(eq(rfqAttachments.rfqId, rfqId))
    .orderBy(asc(rfqAttachments.createdAt), asc(rfqAttachments.id));
}

/**
 * An attachment to download: for the RFQ's buyer, the stores it is addressed to (their owners) and
 * admins; for anyone else (signed out included) it does not exist.
 */
export async function downloadableRfqAttachment(
  db: Db,
  { actor, attachmentId }: { actor: Actor | null; attachmentId: string },
) {
  if (!actor) return null;
  const addressedToActor = exists(
    db
      .select({ vendorId: rfqRecipients.vendorId })
      .from(rfqRecipients)
      .innerJoin(vendors, eq(vendors.id, rfqRecipients.vendorId))
      .where(and(eq(rfqRecipients.rfqId, rfqs.id), eq(vendors.userId, actor.userId))),
  );
  const [attachment] = await db
    .select({
      fileKey: rfqAttachments.fileKey,
      fileName: rfqAttachments.fileName,
      contentType: rfqAttachments.contentType,
    })
    .from(rfqAttachments)
    .innerJoin(rfqs, eq(rfqs.id, rfqAttachments.rfqId))
    .where(
      and(
        eq(rfqAttachments.id, attachmentId),
        actor.role === "admin" ? undefined : or(eq(rfqs.buyerId, actor.userId), addressedToActor),
      ),
    );
  return attachment ?? null;
}
