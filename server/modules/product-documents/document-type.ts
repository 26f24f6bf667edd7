/**
 * What a vendor may attach to a product, decided from the file's first bytes (the browser's type
 * and the name alone prove nothing). Office files are zip archives, so for those the name's
 * extension says which kind of archive it is.
 */
export interface DocumentType {
  mimeType: string;
  extension: string;
  label: string;
}

const pdf: DocumentType = { mimeType: "application/pdf", extension: "pdf", label: "PDF" };
const png: DocumentType = { mimeType: "image/png", extension: "png", label: "PNG image" };
const jpeg: DocumentType = { mimeType: "image/jpeg", extension: "jpg", label: "JPEG image" };
const webp: DocumentType = { mimeType: "image/webp", extension: "webp", label: "WebP image" };
const officeByExtension: Record<string, DocumentType> = {
  docx: {
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    label: "Word document",
  },
  xlsx: {
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extension: "xlsx",
    label: "Excel workbook",
  },
};

export const acceptedDocumentTypes = "PDF, PNG, JPEG, WebP, Word (.docx) or Excel (.xlsx)";

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

export function sniffDocumentType(bytes: Uint8Array, fileName: string): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return pdf; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg;
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return webp; // RIFF....WEBP
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
    return officeByExtension[extension] ?? null;
  }
  return null;
}

const legacyWord: DocumentType = { mimeType: "application/msword", extension: "doc", label: "Word document" };

/**
 * A Word 97–2003 file: an OLE compound file named .doc. Only forms that take Word files ask for it
 * (product documents do not).
 */
export function sniffLegacyWord(bytes: Uint8Array, fileName: string): DocumentType | null {
  const named = /\.doc$/i.test(fileName);
  return named && startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) ? legacyWord : null;
}
