import type { CreatableContentPageKind } from "#common/content-pages";
import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { contentPages } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { violatesUnique } from "#server/lib/unique-violation";
import { sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { detailProblems, slugProblem, slugTakenProblem } from "./page-content";

const m = messages.adminContent;

/** The unique key on the slug: one address per page whatever its kind. */
const slugConstraint = "content_pages_slug_unique";

export interface NewContentPage {
  kind: CreatableContentPageKind;
  title: string;
  slug: string;
  summary: string;
}

/**
 * An admin creates a page (a created page at /pages/{slug}, a blog post or a press release): it starts
 * as a draft holding the title and summary and no section, so nobody but admins sees it until it is
 * published from the page builder (publishPage). The slug is unique across every kind, so each page
 * keeps one address; a taken slug (another page's, or another page's old address, which still leads
 * there) is refused under the field, as is one not in kebab-case, and the
 * title and summary follow the builder's rules. Marked as created in the back office, which is what
 * lets deleteContentPage remove it while unpublished. Audited.
 */
export async function createContentPage(
  db: Db,
  { actor, page, ipAddress }: { actor: Actor | null; page: NewContentPage; ipAddress?: string | null },
): Promise<{ id: string }> {
  assertAdmin(actor);
  const title = page.title.trim();
  const summary = page.summary.trim();
  const slug = page.slug.trim();
  const problems: FieldErrors = { ...detailProblems({ title, summary }) };
  const badSlug = slugProblem(slug);
  if (badSlug) problems.slug = badSlug;
  if (Object.keys(problems).length > 0) throw new AppError("VALIDATION", { fieldErrors: problems });
  const taken = () => new AppError("VALIDATION", { fieldErrors: { slug: m.slugTaken } });
  const id = newId("page");
  try {
    await db.transaction(async (tx) => {
      const takenBy = await slugTakenProblem(tx, { slug });
      if (takenBy) throw new AppError("VALIDATION", { fieldErrors: { slug: takenBy } });
      const content = { title, summary, sections: [] };
      await tx.insert(contentPages).values({
        id,
        slug,
        kind: page.kind,
        title,
        summary,
        body: "",
        sections: [],
        draft: content,
        draftUpdatedAt: sql`now()`,
        publishedAt: null,
        createdInBackOffice: true,
      });
      await recordAudit(tx, {
        action: "page.create",
        resource: `content_page:${id}`,
        userId: actor.userId,
        ipAddress,
        details: { pageId: id, kind: page.kind, slug },
      });
    });
  } catch (error) {
    // Two admins taking the same slug at once: the unique key refuses the second, as the check would.
    if (violatesUnique(error, slugConstraint)) throw taken();
    throw error;
  }
  return { id };
}
