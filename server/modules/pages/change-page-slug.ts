import { contentPagePath } from "#common/content-pages";
import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { contentPageOldSlugs, contentPages } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { violatesUnique } from "#server/lib/unique-violation";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import {
  hasRevisions,
  isAdminCreatedPage,
  lockContentPage,
  slugProblem,
  slugTakenProblem,
} from "./page-content";

const m = messages.adminContent;

/** The unique keys a race on the slug runs into: the pages' slug, and the old slugs' own key. */
const slugConstraints = ["content_pages_slug_unique", "content_page_old_slugs_pkey"];

/**
 * An admin changes the slug of a page created on /admin/pages (its kind, and so its prefix, stays).
 * The slug follows the rules of a new page's (required, at most 80 characters, kebab-case, free:
 * no page has it and it is no other page's old address), each refusal a message under the field.
 * Once the page has been published, the slug it had is kept as an old address that answers 301 to
 * the new one (content_page_old_slugs), so links keep working; the page may take back one of its
 * own old slugs. One of the site's own pages keeps its slug (CONFLICT). In one transaction with the
 * page's row locked; audited with both slugs. Answers the page's new address.
 */
export async function changePageSlug(
  db: Db,
  {
    actor,
    pageId,
    slug: typed,
    ipAddress,
  }: { actor: Actor | null; pageId: string; slug: string; ipAddress?: string | null },
): Promise<{ path: string }> {
  assertAdmin(actor);
  const slug = typed.trim();
  const refuse = (message: string) => new AppError("VALIDATION", { fieldErrors: { slug: message } });
  try {
    return await db.transaction(async (tx) => {
      const page = await lockContentPage(tx, pageId);
      if (!isAdminCreatedPage(page)) throw new AppError("CONFLICT", { message: m.referencePageSlugKept });
      const problem = slugProblem(slug) ?? (slug === page.slug ? m.slugUnchanged : null);
      if (problem) throw refuse(problem);
      const taken = await slugTakenProblem(tx, { slug, pageId });
      if (taken) throw refuse(taken);
      if (await hasRevisions(tx, pageId))
        await tx
          .insert(contentPageOldSlugs)
          .values({ slug: page.slug, pageId })
          .onConflictDoUpdate({ target: contentPageOldSlugs.slug, set: { pageId, replacedAt: sql`now()` } });
      // Taking back one of its own old addresses: it is the page's address again, not a redirect.
      await tx
        .delete(contentPageOldSlugs)
        .where(and(eq(contentPageOldSlugs.slug, slug), eq(contentPageOldSlugs.pageId, pageId)));
      await tx
        .update(contentPages)
        .set({ slug, updatedAt: sql`now()` })
        .where(eq(contentPages.id, pageId));
      await recordAudit(tx, {
        action: "page.change_slug",
        resource: `content_page:${pageId}`,
        userId: actor.userId,
        ipAddress,
        details: { pageId, kind: page.kind, from: page.slug, to: slug },
      });
      return { path: contentPagePath(page.kind, slug) };
    });
  } catch (error) {
    // Another admin taking the same slug at the same moment: the unique keys refuse the second.
    if (slugConstraints.some((constraint) => violatesUnique(error, constraint))) throw refuse(m.slugTaken);
    throw error;
  }
}
