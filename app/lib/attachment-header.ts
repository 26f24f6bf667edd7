/** `filename="…"` for old clients (ASCII only) and `filename*` with the exact name (RFC 6266). */
export function attachmentHeader(name: string, extension: string): string {
  const fileName = `${name}.${extension}`;
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "'") || `document.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
