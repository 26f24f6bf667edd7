/** `filename="…"` for old clients (ASCII only) and `filename*` with the exact name (RFC 6266). */
function attachmentHeader(name: string, extension: string): string {
  const fileName = `${name}.${extension}`;
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "'") || `document.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A private uploaded file (an application's paper) as a download for whoever its lookup let through:
 * listed under its file name without the extension, never cached.
 */
export async function privateFileDownload(
  media: { get(key: string): Promise<Uint8Array | null> },
  file: { fileKey: string; fileName: string; contentType: string } | null,
): Promise<Response> {
  const bytes = file ? await media.get(file.fileKey) : null;
  return documentDownload(
    file && {
      name: file.fileName.replace(/\.[^.]*$/, ""),
      fileKey: file.fileKey,
      contentType: file.contentType,
    },
    bytes,
    { cacheControl: "private, no-store" },
  );
}

/**
 * A stored document as a download, or "not found" when there is none: served under its listed name
 * with the type decided from its bytes at upload, and the browser told not to guess the type or run
 * anything in it.
 */
export function documentDownload(
  document: { name: string; fileKey: string; contentType: string } | null,
  bytes: Uint8Array | null,
  { cacheControl }: { cacheControl: string },
): Response {
  if (!document || !bytes)
    return new Response("Document not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const extension = document.fileKey.slice(document.fileKey.lastIndexOf(".") + 1);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": document.contentType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": attachmentHeader(document.name, extension),
      "Cache-Control": cacheControl,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
