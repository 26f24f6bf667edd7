import { getDownloadableDocument } from "#server/modules/product-documents/product-documents.queries";
import { attachmentHeader } from "~/lib/attachment-header";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/product-document";

/**
 * GET /documents/:documentId — a real vendor document as a download. Only documents of listed
 * products; the stored type was decided from the bytes at upload, and the browser is told not to
 * guess or run anything.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, media } = ctx(context);
  const document = await getDownloadableDocument(db, { documentId: params.documentId });
  const bytes = document ? await media.get(document.fileKey) : null;
  if (!document || !bytes)
    return new Response("Document not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const extension = document.fileKey.slice(document.fileKey.lastIndexOf(".") + 1);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": document.mimeType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": attachmentHeader(document.name, extension),
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
