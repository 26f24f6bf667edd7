import { getDownloadableDocument } from "#server/modules/product-documents/product-documents.queries";
import { documentDownload } from "~/lib/document-download";
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
  return documentDownload(
    document && { name: document.name, fileKey: document.fileKey, contentType: document.mimeType },
    bytes,
    { cacheControl: "public, max-age=300" },
  );
}
