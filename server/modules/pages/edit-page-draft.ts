import { messages } from "#common/messages";
import {
  initialSectionFields,
  maxSectionsPerPage,
  type PageContent,
  type SectionType,
} from "#common/page-sections";
import type { Db } from "#db/client";
import { contentPages } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import {
  cleanFields,
  detailProblems,
  lockContentPage,
  sectionProblems,
  workingContent,
} from "./page-content";

const m = messages.adminContent;

/** One change to a page's draft, as the builder sends it. */
export type DraftChange =
  | { op: "details"; title: string; summary: string }
  | { op: "add"; type: SectionType }
  | { op: "update"; sectionId: string; fields: Record<string, string> }
  | { op: "move"; sectionId: string; direction: "up" | "down" }
  | { op: "remove"; sectionId: string }
  /** Drops the draft: the builder shows the published content again. */
  | { op: "discard" };

/**
 * An admin changes the draft of a page; the public page keeps showing the published content until
 * the draft is published (publishPage). The first change starts the draft from the published content.
 * Title, summary and a section's fields are checked when they are saved (a message per field, nothing
 * stored when one is at fault); a new section starts empty and is checked when saved or published.
 * The page's row is locked, so two admins' changes apply one after the other. Not audited: only
 * publishing and restoring change what visitors see, and those are.
 */
export async function editPageDraft(
  db: Db,
  { actor, pageId, change }: { actor: Actor | null; pageId: string; change: DraftChange },
): Promise<{ sectionId?: string }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const page = await lockContentPage(tx, pageId);
    if (change.op === "discard") {
      await tx
        .update(contentPages)
        .set({ draft: null, draftUpdatedAt: null })
        .where(eq(contentPages.id, pageId));
      return {};
    }
    const draft = structuredClone(workingContent(page));
    const result = await applyChange(tx, draft, change);
    await tx
      .update(contentPages)
      .set({ draft, draftUpdatedAt: sql`now()` })
      .where(eq(contentPages.id, pageId));
    return result;
  });
}

async function applyChange(
  tx: Db,
  draft: PageContent,
  change: Exclude<DraftChange, { op: "discard" }>,
): Promise<{ sectionId?: string }> {
  if (change.op === "details") {
    const problems = detailProblems(change);
    if (Object.keys(problems).length > 0) throw new AppError("VALIDATION", { fieldErrors: problems });
    draft.title = change.title.trim();
    draft.summary = change.summary.trim();
    return {};
  }
  if (change.op === "add") {
    if (draft.sections.length >= maxSectionsPerPage)
      throw new AppError("VALIDATION", { message: m.tooManySections(maxSectionsPerPage) });
    const section = { id: newId("sec"), type: change.type, fields: initialSectionFields(change.type) };
    draft.sections.push(section);
    return { sectionId: section.id };
  }
  const index = draft.sections.findIndex((section) => section.id === change.sectionId);
  if (index < 0) throw new AppError("NOT_FOUND", { message: m.sectionNotFound });
  const section = draft.sections[index]!;
  if (change.op === "update") {
    const updated = { ...section, fields: cleanFields(section.type, change.fields) };
    const problems = (await sectionProblems(tx, [updated])).get(section.id);
    if (problems) throw new AppError("VALIDATION", { fieldErrors: problems });
    draft.sections[index] = updated;
  } else if (change.op === "move") {
    const target = change.direction === "up" ? index - 1 : index + 1;
    // Moving the first section up or the last one down leaves the order as it is.
    if (target >= 0 && target < draft.sections.length)
      [draft.sections[index], draft.sections[target]] = [draft.sections[target]!, section];
  } else {
    draft.sections.splice(index, 1);
  }
  return { sectionId: section.id };
}
