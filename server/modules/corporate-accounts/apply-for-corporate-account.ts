import { randomBytes } from "node:crypto";
import { maxCorporateDocuments } from "#common/corporate-account";
import { messages } from "#common/messages";
import { fieldErrorsOf } from "#common/schemas/auth";
import { corporateApplicationSchema } from "#common/schemas/corporate-account";
import type { Db } from "#db/client";
import { corporateAccountDocuments, corporateAccounts } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import {
  listedFileName,
  readScannedDocument,
  scannedDocumentSizeProblem,
} from "../product-documents/scanned-document";
import { countUpload } from "../rate-limit/count-upload";
import { corporateDocumentKeyPrefix, maxCorporateDocumentNameLength } from "./limits";

const m = messages.corporateAccounts;

type CheckedDocuments =
  | { error: string }
  | { documents: (Awaited<ReturnType<typeof readScannedDocument>> & object & { fileName: string })[] };

/** The documents sent, each checked by its bytes; the first problem is reported on the documents field. */
async function verificationDocuments(files: readonly unknown[]): Promise<CheckedDocuments> {
  const sent = files.filter((file) => file instanceof File && file.size > 0) as File[];
  if (sent.length === 0) return { error: m.documentsRequired };
  if (sent.length > maxCorporateDocuments) return { error: m.documentsTooMany(maxCorporateDocuments) };
  const documents = [];
  for (const file of sent) {
    if (scannedDocumentSizeProblem(file, m.documentsRequired))
      return { error: m.documentTooLarge(file.name) };
    const scanned = await readScannedDocument(file);
    if (!scanned) return { error: m.documentNotAccepted(file.name) };
    const fileName = listedFileName(file.name, scanned.type.extension, maxCorporateDocumentNameLength);
    documents.push({ ...scanned, fileName });
  }
  return { documents };
}

/**
 * A signed-in buyer applies for a corporate account: company details and 1–5 verification documents
 * (PDF, JPEG or PNG judged by the bytes, 10 MB each). The account starts pending with no credit,
 * standard payment terms and the standard tier; one account per user. Files are stored first and
 * removed again if the rows cannot be written.
 */
export async function applyForCorporateAccount(
  db: Db,
  {
    actor,
    media,
    client,
    input,
    files,
  }: {
    actor: Actor | null;
    media: MediaStore;
    client: ClientInfo;
    input: unknown;
    files: readonly unknown[];
  },
) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const parsed = corporateApplicationSchema.safeParse(input);
  const checked = await verificationDocuments(files);
  const fieldErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if ("error" in checked) fieldErrors.documents = checked.error;
  if (!parsed.success || !("documents" in checked)) throw new AppError("VALIDATION", { fieldErrors });
  const [existing] = await db
    .select({ id: corporateAccounts.id })
    .from(corporateAccounts)
    .where(eq(corporateAccounts.userId, actor.userId));
  if (existing) throw new AppError("CONFLICT", { message: m.alreadyApplied });
  for (const _ of checked.documents) await countUpload(db, { client });

  const stored = checked.documents.map((document) => ({
    ...document,
    fileKey: `${corporateDocumentKeyPrefix}${randomBytes(16).toString("hex")}.${document.type.extension}`,
  }));
  const removeStored = () =>
    Promise.all(stored.map((document) => media.delete(document.fileKey).catch(() => undefined)));
  try {
    for (const document of stored) await media.put(document.fileKey, document.bytes, document.type.mimeType);
    return await db.transaction(async (tx) => {
      const id = newId("cor");
      // A second tab applying at the same moment meets the unique index and is told it already applied.
      const [account] = await tx
        .insert(corporateAccounts)
        .values({ id, userId: actor.userId, ...parsed.data })
        .onConflictDoNothing({ target: corporateAccounts.userId })
        .returning();
      if (!account) throw new AppError("CONFLICT", { message: m.alreadyApplied });
      await tx.insert(corporateAccountDocuments).values(
        stored.map((document) => ({
          id: newId("cad"),
          corporateAccountId: id,
          fileKey: document.fileKey,
          fileName: document.fileName,
          contentType: document.type.mimeType,
          sizeBytes: document.bytes.length,
        })),
      );
      await recordAudit(tx, {
        action: "corporate_account.apply",
        resource: "corporate_account",
        userId: actor.userId,
        details: { corporateAccountId: id, companyName: account.companyName },
      });
      return account;
    });
  } catch (error) {
    await removeStored();
    throw error;
  }
}
