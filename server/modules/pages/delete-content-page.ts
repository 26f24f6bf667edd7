import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { contentPages } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { hasRevisions, isDeletablePage, lockContentPage } from "./page-content";

/**
 * An admin deletes a page created on /admin/pages that has never been published (a draft nobody
 * else has seen). One of the site's own pages is refused (CONFLICT), and so is a page that has been
 * published, even if unpublished since (it has revisions): its address may be linked from anywhere.
 * The row is locked first, so a publication running at the same moment either comes first (and the
 * deletion is refused) or finds no page. Audited.
 */
export async function deleteContentPage(
  db: Db,
  { actor, pageId, ipAddress }: { actor: Actor | null; pageId: string; ipAddress?: string | null },
): Promise<{ title: string }> {
  assertAdmin(actor);
  const m = messages.adminContent;
  return db.transaction(async (tx) => {
    const page = await lockContentPage(tx, pageId);
    const revisions = (await hasRevisions(tx, pageId)) ? 1 : 0;
    if (!isDeletablePage({ ...page, revisions }))
      throw new AppError("CONFLICT", {
        message: page.createdInBackOffice ? m.publishedPageKept : m.referencePageKept,
      });
    await tx.delete(contentPages).where(eq(contentPages.id, pageId));
    // The title the list shows (the one it was created with until a publication changes it).
    const { title } = page;
    await recordAudit(tx, {
      action: "page.delete",
      resource: `content_page:${pageId}`,
      userId: actor.userId,
      ipAddress,
      details: { pageId, kind: page.kind, slug: page.slug, title },
    });
    return { title };
  });
}
