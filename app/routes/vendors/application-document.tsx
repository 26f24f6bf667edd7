import { downloadableApplicationDocument } from "#server/modules/vendor-onboarding/vendor-onboarding.queries";
import { privateFileDownload } from "~/lib/document-download";
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
  return privateFileDownload(media, document);
}
