import { randomBytes } from "node:crypto";
import { messages } from "#common/messages";
import {
  maxAdditionalTradeAssuranceDocuments,
  requiredTradeAssuranceDocuments,
  type TradeAssuranceDocumentKind,
} from "#common/trade-assurance";
import type { Db } from "#db/client";
import { countries, tradeAssuranceApplications, tradeAssuranceDocuments, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq, inArray, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import { sniffDocumentType, sniffLegacyWord, type DocumentType } from "../product-documents/document-type";
import { paperTypes } from "../product-documents/scanned-document";
import { countUpload } from "../rate-limit/count-upload";
import {
  checkTradeAssuranceDetails,
  missingDocumentMessages,
  readTradeAssuranceForm,
  type TradeAssuranceFormValues,
} from "./application-input";
import {
  maxDocumentFileNameLength,
  maxTradeAssuranceFileBytes,
  tradeAssuranceDocumentKeyPrefix,
} from "./limits";

const m = messages.tradeAssurance;
/** Extra papers' errors are shown under this one field of the form. */
const additionalField = "additionalDocs";

interface CheckedFile {
  kind: TradeAssuranceDocumentKind;
  field: string;
  name: string;
  bytes: Uint8Array;
  type: DocumentType;
}

/** The file's own name, without any folder a browser sent, shortened to fit the listing. */
function listedFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop()!.trim().replace(/\s+/g, " ");
  return (base || `document.${extension}`).slice(0, maxDocumentFileNameLength);
}

/**
 * The actor's store (locked inside the writing transaction, so two applications sent at once queue);
 * none: they may not apply.
 */
async function ownStore(db: Db, actor: Actor, { lock }: { lock: boolean }) {
  const query = db
    .select({ id: vendors.id, businessName: vendors.businessName })
    .from(vendors)
    .where(eq(vendors.userId, actor.userId))
    .limit(1);
  const [store] = await (lock ? query.for("update") : query);
  if (!store) throw new AppError("FORBIDDEN", { message: m.notASeller });
  return store;
}

/** Refuses a store that already has an application under review, or the badge. */
async function assertNoOpenApplication(tx: Db, vendorId: string) {
  const [open] = await tx
    .select({ status: tradeAssuranceApplications.status })
    .from(tradeAssuranceApplications)
    .where(
      and(
        eq(tradeAssuranceApplications.vendorId, vendorId),
        inArray(tradeAssuranceApplications.status, ["pending", "approved"]),
      ),
    )
    .limit(1);
  if (open)
    throw new AppError("CONFLICT", {
      message: open.status === "pending" ? m.alreadyPending : m.alreadyApproved,
    });
}

/**
 * Judges every paper: the three required ones present, at most 5 extra, 10 MB each, and a PDF, JPEG,
 * PNG or Word file by its bytes. Every problem is reported under its own field.
 */
async function checkFiles(
  files: ReturnType<typeof readTradeAssuranceForm>["files"],
  fieldErrors: Record<string, string>,
): Promise<CheckedFile[]> {
  const wanted: { kind: TradeAssuranceDocumentKind; field: string; file: File }[] = [];
  for (const name of requiredTradeAssuranceDocuments) {
    const file = files.required[name];
    if (!file || file.size === 0) fieldErrors[name] = missingDocumentMessages[name];
    else wanted.push({ kind: name, field: name, file });
  }
  if (files.additional.length > maxAdditionalTradeAssuranceDocuments)
    fieldErrors[additionalField] = m.tooManyAdditional(maxAdditionalTradeAssuranceDocuments);
  else for (const file of files.additional) wanted.push({ kind: "additional", field: additionalField, file });
  const checked: CheckedFile[] = [];
  for (const { kind, field, file } of wanted) {
    if (file.size > maxTradeAssuranceFileBytes) {
      fieldErrors[field] ??= messages.errors.fileTooLarge;
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffDocumentType(bytes, file.name) ?? sniffLegacyWord(bytes, file.name);
    if (!type || !paperTypes.has(type.mimeType) || bytes.length === 0) {
      fieldErrors[field] ??= m.documentNotAccepted;
      continue;
    }
    checked.push({ kind, field, name: file.name, bytes, type });
  }
  return checked;
}

/**
 * A store's owner applies for Trade Assurance with the business, contact and product details and
 * the papers, in one multipart post (the page's form and POST /api/trade-assurance/apply). Only the
 * owner of a store may apply, once at a time (not while an application is pending or approved).
 * Every field and paper is checked before anything is stored; the papers are stored, then the
 * application and its documents are written in one transaction, and the stored files are removed
 * again if that fails, so nothing is left half done.
 */
export async function applyForTradeAssurance(
  db: Db,
  {
    actor,
    media,
    client,
    form,
  }: { actor: Actor | null; media: MediaStore; client: ClientInfo; form: FormData },
): Promise<{ applicationId: string; values: TradeAssuranceFormValues }> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const { values, files } = readTradeAssuranceForm(form);
  const store = await ownStore(db, actor, { lock: false });
  await assertNoOpenApplication(db, store.id);

  const [known] = /^[A-Z]{2}$/.test(values.country)
    ? await db.select({ code: countries.code }).from(countries).where(eq(countries.code, values.country))
    : [];
  const { details, fieldErrors } = checkTradeAssuranceDetails(values, {
    knownCountry: Boolean(known),
    today: new Date().toISOString().slice(0, 10),
  });
  const checked = await checkFiles(files, fieldErrors);
  if (!details || Object.keys(fieldErrors).length > 0) throw new AppError("VALIDATION", { fieldErrors });
  // Every stored paper counts against the client's hourly upload allowance.
  for (let counted = 0; counted < checked.length; counted++) await countUpload(db, { client });

  const stored = checked.map((file) => ({
    ...file,
    fileKey: `${tradeAssuranceDocumentKeyPrefix}${randomBytes(16).toString("hex")}.${file.type.extension}`,
  }));
  try {
    for (const file of stored) await media.put(file.fileKey, file.bytes, file.type.mimeType);
    const applicationId = await db.transaction(async (tx) => {
      const locked = await ownStore(tx, actor, { lock: true });
      await assertNoOpenApplication(tx, locked.id);
      const id = newId("taa");
      await tx.insert(tradeAssuranceApplications).values({
        id,
        vendorId: locked.id,
        userId: actor.userId,
        ...details,
        termsAcceptedAt: sql`now()`,
      });
      await tx.insert(tradeAssuranceDocuments).values(
        stored.map((file) => ({
          id: newId("tad"),
          applicationId: id,
          kind: file.kind,
          fileKey: file.fileKey,
          fileName: listedFileName(file.name, file.type.extension),
          contentType: file.type.mimeType,
          sizeBytes: file.bytes.length,
        })),
      );
      await recordAudit(tx, {
        action: "trade_assurance.applied",
        resource: "trade_assurance_application",
        userId: actor.userId,
        details: { applicationId: id, vendorId: locked.id, businessName: details.businessName },
      });
      return id;
    });
    return { applicationId, values };
  } catch (error) {
    await Promise.all(stored.map((file) => media.delete(file.fileKey).catch(() => undefined)));
    throw error;
  }
}
