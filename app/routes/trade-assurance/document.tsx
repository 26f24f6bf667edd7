import { downloadableTradeAssuranceDocument } from "#server/modules/trade-assurance/trade-assurance.queries";
import { privateFileDownload } from "~/lib/document-download";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/document";

/**
 * GET /trade-assurance/documents/:documentId: a paper sent with a Trade Assurance application, as a
 * download, for its applicant and the back office only; anyone else (signed out included) is told it
 * does not exist.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, media, actor } = ctx(context);
  const document = await downloadableTradeAssuranceDocument(db, { actor, documentId: params.documentId });
  return privateFileDownload(media, document);
}
