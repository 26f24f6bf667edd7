import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { contentPageRevisions, contentPages } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { lockContentPage } from "./page-content";

/**
 * An admin restores an earlier revision of a page: its title, summary and sections replace the
 * draft (any unpublished changes are dropped, which the page asks about first). Visitors see it once
 * the draft is published, which keeps it as a new revision; the revisions themselves never change.
 * A revision of another page is NOT_FOUND. Audited.
 */
export async function restoreRevision(
  db: Db,
  {
    actor,
    pageId,
    revisionId,
    ipAddress,
  }: { actor: Actor | null; pageId: string; revisionId: string; ipAddress?: string | null },
): Promise<{ revision: number }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const page = await lockContentPage(tx, pageId);
    const [revision] = await tx
      .select({
        number: contentPageRevisions.number,
        title: contentPageRevisions.title,
        summary: contentPageRevisions.summary,
        sections: contentPageRevisions.sections,
      })
      .from(contentPageRevisions)
      .where(and(eq(contentPageRevisions.id, revisionId), eq(contentPageRevisions.pageId, pageId)));
    if (!revision) throw new AppError("NOT_FOUND", { message: messages.adminContent.revisionNotFound });
    const { number, ...content } = revision;
    await tx
      .update(contentPages)
      .set({ draft: content, draftUpdatedAt: sql`now()` })
      .where(eq(contentPages.id, pageId));
    await recordAudit(tx, {
      action: "page.restore_revision",
      resource: `content_page:${pageId}`,
      userId: actor.userId,
      ipAddress,
      details: { pageId, slug: page.slug, revision: number },
    });
    return { revision: number };
  });
}
