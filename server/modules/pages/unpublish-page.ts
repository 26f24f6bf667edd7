import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { contentPages } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { isAdminCreatedPage, lockContentPage, publishedContent } from "./page-content";

const m = messages.adminContent;

/**
 * An admin unpublishes a page created on /admin/pages: it is a draft again, so its address (and any
 * old address that led to it) answers 404 to visitors until it is published again. What was
 * published becomes the draft when there is none (so "Publish" puts the same page back); a pending
 * draft is kept as it is. Its revisions stay, and a page that has been published is never deletable
 * afterwards. One of the site's own pages is refused (CONFLICT: the route table and the site's links
 * lead to it), and so is a page that is not published. The row is locked first, so a publication at
 * the same moment comes either before or after, never half. Audited.
 */
export async function unpublishPage(
  db: Db,
  { actor, pageId, ipAddress }: { actor: Actor | null; pageId: string; ipAddress?: string | null },
): Promise<{ title: string }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const page = await lockContentPage(tx, pageId);
    if (!isAdminCreatedPage(page)) throw new AppError("CONFLICT", { message: m.referencePageStaysPublished });
    if (page.publishedAt === null) throw new AppError("CONFLICT", { message: m.notPublished });
    await tx
      .update(contentPages)
      .set({
        publishedAt: null,
        draft: page.draft ?? publishedContent(page),
        draftUpdatedAt: page.draft ? undefined : sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(contentPages.id, pageId));
    await recordAudit(tx, {
      action: "page.unpublish",
      resource: `content_page:${pageId}`,
      userId: actor.userId,
      ipAddress,
      details: { pageId, kind: page.kind, slug: page.slug },
    });
    return { title: page.title };
  });
}
