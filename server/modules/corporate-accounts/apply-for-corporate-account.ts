import { randomBytes } from "node:crypto";
import { maxCorporateDocuments } from "#common/corporate-account";
import { messages } from "#common/messages";
import { fieldErrorsOf } from "#common/schemas/auth";
import { corporateApplicationSchema } from "#common/schemas/corporate-account";
import type { Db } from "#db/client";
import { corporateAccountDocuments, corporateAccounts } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq } from "drizzle-orm";
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

type CheckedDocument = Awaited<ReturnType<typeof readScannedDocument>> & object & { fileName: string };
type CheckedDocuments = { error: string } | { documents: CheckedDocument[] };
type StoredDocument = CheckedDocument & { fileKey: string };

interface ApplicationRequest {
  actor: Actor | null;
  media: MediaStore;
  client: ClientInfo;
  input: unknown;
  files: readonly unknown[];
}

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
 * The company details and documents sent (on applying and on applying again), each checked; every
 * problem is reported at once, one message a field, before anything is stored.
 */
async function checkedApplication(input: unknown, files: readonly unknown[]) {
  const parsed = corporateApplicationSchema.safeParse(input);
  const checked = await verificationDocuments(files);
  const fieldErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if ("error" in checked) fieldErrors.documents = checked.error;
  if (!parsed.success || !("documents" in checked)) throw new AppError("VALIDATION", { fieldErrors });
  return { details: parsed.data, documents: checked.documents };
}

/**
 * Stores the documents' files, then runs `write` (which writes their rows); if it fails the files are
 * removed again. Each file counts against the client's upload allowance.
 */
async function withStoredDocuments<T>(
  db: Db,
  {
    media,
    client,
    documents,
    write,
  }: {
    media: MediaStore;
    client: ClientInfo;
    documents: CheckedDocument[];
    write: (stored: StoredDocument[]) => Promise<T>;
  },
): Promise<T> {
  for (const _ of documents) await countUpload(db, { client });
  const stored = documents.map((document) => ({
    ...document,
    fileKey: `${corporateDocumentKeyPrefix}${randomBytes(16).toString("hex")}.${document.type.extension}`,
  }));
  try {
    for (const document of stored) await media.put(document.fileKey, document.bytes, document.type.mimeType);
    return await write(stored);
  } catch (error) {
    await Promise.all(stored.map((document) => media.delete(document.fileKey).catch(() => undefined)));
    throw error;
  }
}

/** The document rows of stored files, for one account. */
function documentRows(corporateAccountId: string, stored: StoredDocument[]) {
  return stored.map((document) => ({
    id: newId("cad"),
    corporateAccountId,
    fileKey: document.fileKey,
    fileName: document.fileName,
    contentType: document.type.mimeType,
    sizeBytes: document.bytes.length,
  }));
}

/**
 * A signed-in buyer applies for a corporate account: company details and 1–5 verification documents
 * (PDF, JPEG or PNG judged by the bytes, 10 MB each). The account starts pending with no credit,
 * standard payment terms and the standard tier; one account per user. Files are stored first and
 * removed again if the rows cannot be written.
 */
export async function applyForCorporateAccount(
  db: Db,
  { actor, media, client, input, files }: ApplicationRequest,
) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const { details, documents } = await checkedApplication(input, files);
  const [existing] = await db
    .select({ id: corporateAccounts.id })
    .from(corporateAccounts)
    .where(eq(corporateAccounts.userId, actor.userId));
  if (existing) throw new AppError("CONFLICT", { message: m.alreadyApplied });
  return withStoredDocuments(db, {
    media,
    client,
    documents,
    write: (stored) =>
      db.transaction(async (tx) => {
        const id = newId("cor");
        // A second tab applying at the same moment meets the unique index and is told it already applied.
        const [account] = await tx
          .insert(corporateAccounts)
          .values({ id, userId: actor.userId, ...details })
          .onConflictDoNothing({ target: corporateAccounts.userId })
          .returning();
        if (!account) throw new AppError("CONFLICT", { message: m.alreadyApplied });
        await tx.insert(corporateAccountDocuments).values(documentRows(id, stored));
        await recordAudit(tx, {
          action: "corporate_account.apply",
          resource: "corporate_account",
          userId: actor.userId,
          details: { corporateAccountId: id, companyName: account.companyName },
        });
        return account;
      }),
  });
}

/**
 * A buyer whose account was rejected applies again: the same account goes back to pending with the
 * new details and documents, and the last decision (date, admin, reason) is cleared for the next one.
 * The new documents replace the old ones (the admin judges what is sent now; the old files are removed
 * after the commit); the audit keeps the rejection's reason. Only a rejected account may: the row is
 * locked and its status checked in the transaction, anything else is a CONFLICT and writes nothing.
 */
export async function reapplyForCorporateAccount(
  db: Db,
  { actor, media, client, input, files }: ApplicationRequest,
) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const { details, documents } = await checkedApplication(input, files);
  const { account, replacedKeys } = await withStoredDocuments(db, {
    media,
    client,
    documents,
    write: (stored) =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(corporateAccounts)
          .where(eq(corporateAccounts.userId, actor.userId))
          .for("update");
        if (!before) throw new AppError("NOT_FOUND", { message: m.noAccount });
        if (before.status !== "rejected")
          throw new AppError("CONFLICT", { message: m.reapplyNotRejected(before.status) });
        const replaced = await tx
          .delete(corporateAccountDocuments)
          .where(eq(corporateAccountDocuments.corporateAccountId, before.id))
          .returning({ fileKey: corporateAccountDocuments.fileKey });
        await tx.insert(corporateAccountDocuments).values(documentRows(before.id, stored));
        const [account] = await tx
          .update(corporateAccounts)
          .set({
            ...details,
            status: "pending",
            decidedAt: null,
            decidedBy: null,
            decisionReason: null,
            updatedAt: new Date(),
          })
          .where(and(eq(corporateAccounts.id, before.id), eq(corporateAccounts.userId, actor.userId)))
          .returning();
        await recordAudit(tx, {
          action: "corporate_account.reapply",
          resource: "corporate_account",
          userId: actor.userId,
          details: {
            corporateAccountId: before.id,
            companyName: account!.companyName,
            rejectedAt: before.decidedAt?.toISOString() ?? null,
            rejectionReason: before.decisionReason,
            replacedDocuments: replaced.length,
          },
        });
        return { account: account!, replacedKeys: replaced.map((document) => document.fileKey) };
      }),
  });
  // The rows are gone with the commit; a file left behind by a failed delete is unreachable.
  await Promise.all(replacedKeys.map((key) => media.delete(key).catch(() => undefined)));
  return account;
}
