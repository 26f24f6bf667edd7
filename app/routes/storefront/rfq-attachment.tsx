import { downloadableRfqAttachment } from "#server/modules/rfqs/rfq-attachments";
import { privateFileDownload } from "~/lib/document-download";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/rfq-attachment";

/**
 * GET /rfq-attachments/:attachmentId: a file sent with an RFQ, as a download, for the RFQ's buyer, the
 * stores it is addressed to and admins; anyone else is told it does not exist.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, media, actor } = ctx(context);
  const attachment = await downloadableRfqAttachment(db, { actor, attachmentId: params.attachmentId });
  return privateFileDownload(media, attachment);
}
