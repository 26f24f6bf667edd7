import { messages } from "#common/messages";
import { maxUploadBytes } from "#common/request-limits";
import { type DocumentType, sniffDocumentType } from "./document-type";

/** Identity papers and certificates come as scans or photos: PDF, JPEG or PNG, nothing else. */
const scannedTypes = new Set(["application/pdf", "image/jpeg", "image/png"]);

/** Company papers and buyers' specifications: scans, photos and Word files; no spreadsheets or WebP. */
export const paperTypes: ReadonlySet<string> = new Set([
  ...scannedTypes,
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);

/** Why a sent file cannot be a document at all (missing, empty or over 10 MB), or null. */
export function scannedDocumentSizeProblem(file: unknown, requiredMessage: string): string | null {
  if (!(file instanceof File) || file.size === 0) return requiredMessage;
  if (file.size > maxUploadBytes) return messages.errors.fileTooLarge;
  return null;
}

/** The file's bytes and type when its first bytes make it a PDF, JPEG or PNG; null for anything else. */
export async function readScannedDocument(
  file: File,
): Promise<{ bytes: Uint8Array; type: DocumentType } | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffDocumentType(bytes, file.name);
  return type && scannedTypes.has(type.mimeType) ? { bytes, type } : null;
}

/** The file's own name, without any folder a browser sent, shortened to fit a listing. */
export function listedFileName(name: string, extension: string, maxLength: number): string {
  const base = name.split(/[\\/]/).pop()!.trim().replace(/\s+/g, " ");
  return (base || `document.${extension}`).slice(0, maxLength);
}
