import { downloadableCorporateDocument } from "#server/modules/corporate-accounts/corporate-accounts.queries";
import { privateFileDownload } from "~/lib/document-download";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/corporate-document";

/**
 * GET /corporate-accounts/documents/:documentId: a corporate account's verification document, as a
 * download, for the account's owner and the back office only; anyone else (signed out included) is
 * told it does not exist.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, media, actor } = ctx(context);
  const document = await downloadableCorporateDocument(db, { actor, documentId: params.documentId });
  return privateFileDownload(media, document);
}
