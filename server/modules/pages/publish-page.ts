import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { contentPageRevisions, contentPages } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { eq, max, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { detailProblems, lockContentPage, sectionProblems } from "./page-content";

const m = messages.adminContent;

/**
 * An admin publishes a page's draft: visitors see it at once, the draft is emptied, and the content
 * is kept as the page's next revision (numbered from 1), with who published it. Every section must be
 * complete: otherwise nothing changes and the refusal names each section at fault by its position
 * (fieldErrors keyed "<section id>.<field>", and "title"/"summary"). A page without a draft is
 * refused: publishing again would only repeat the last revision; so is a draft without a section.
 * The first publication of a page created on /admin/pages makes it public (published_at). Audited.
 */
export async function publishPage(
  db: Db,
  { actor, pageId, ipAddress }: { actor: Actor | null; pageId: string; ipAddress?: string | null },
): Promise<{ revision: number }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const page = await lockContentPage(tx, pageId);
    const draft = page.draft;
    if (!draft) throw new AppError("CONFLICT", { message: m.noDraft });
    // An empty page would show visitors a title and nothing under it (a new page starts without sections).
    if (draft.sections.length === 0) throw new AppError("VALIDATION", { message: m.noSections });
    const fieldErrors: FieldErrors = { ...detailProblems(draft) };
    const problems = await sectionProblems(tx, draft.sections);
    const positions: number[] = [];
    draft.sections.forEach((section, index) => {
      const found = problems.get(section.id);
      if (!found) return;
      positions.push(index + 1);
      for (const [field, message] of Object.entries(found)) fieldErrors[`${section.id}.${field}`] = message;
    });
    if (Object.keys(fieldErrors).length > 0)
      throw new AppError("VALIDATION", {
        message: positions.length > 0 ? m.incomplete(positions.join(", ")) : undefined,
        fieldErrors,
      });

    const [last] = await tx
      .select({ number: max(contentPageRevisions.number) })
      .from(contentPageRevisions)
      .where(eq(contentPageRevisions.pageId, pageId));
    const revision = (last?.number ?? 0) + 1;
    await tx.insert(contentPageRevisions).values({
      id: newId("rev"),
      pageId,
      number: revision,
      title: draft.title,
      summary: draft.summary,
      sections: draft.sections,
      publishedBy: actor.userId,
    });
    await tx
      .update(contentPages)
      .set({
        title: draft.title,
        summary: draft.summary,
        sections: draft.sections,
        draft: null,
        draftUpdatedAt: null,
        publishedAt: page.publishedAt ?? sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(contentPages.id, pageId));
    await recordAudit(tx, {
      action: "page.publish",
      resource: `content_page:${pageId}`,
      userId: actor.userId,
      ipAddress,
      details: { pageId, slug: page.slug, revision },
    });
    return { revision };
  });
}
