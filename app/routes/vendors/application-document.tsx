import { downloadableApplicationDocument } from "#server/modules/vendor-onboarding/vendor-onboarding.queries";
import { attachmentHeader } from "~/lib/attachment-header";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/application-document";

/**
 * GET /vendors/onboarding/documents/:documentId — a document sent with an application, as a download,
 * for its applicant and the back office only; anyone else (signed out included) is told it does not
 * exist. The type was decided from the bytes at upload; the browser is told not to guess or run anything.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, media, actor } = ctx(context);
  const document = await downloadableApplicationDocument(db, { actor, documentId: params.documentId });
  const bytes = document ? await media.get(document.fileKey) : null;
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
      "Content-Disposition": attachmentHeader(document.fileName.replace(/\.[^.]*$/, ""), extension),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
