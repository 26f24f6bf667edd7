import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { contentSections } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { cleanFields, sectionProblems } from "./page-content";
import { checkedSectionName } from "./shared-section-input";

/**
 * An admin saves a reusable section's name and fields, checked as a page's section is (a message per
 * field, nothing stored when one is at fault). Every page placing it shows the change at once, so it
 * is audited with the fields before and after.
 */
export async function updateSharedSection(
  db: Db,
  {
    actor,
    sectionId,
    name,
    fields,
    ipAddress,
  }: {
    actor: Actor | null;
    sectionId: string;
    name: string;
    fields: Record<string, string>;
    ipAddress?: string | null;
  },
): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ type: contentSections.type, name: contentSections.name, fields: contentSections.fields })
      .from(contentSections)
      .where(eq(contentSections.id, sectionId))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", { message: messages.adminContent.sharedNotFound });
    const cleaned = cleanFields(before.type, fields);
    const problems = {
      ...(await sectionProblems(tx, [{ id: sectionId, type: before.type, fields: cleaned }])).get(sectionId),
    };
    let checkedName = name;
    try {
      checkedName = checkedSectionName(name);
    } catch (error) {
      if (error instanceof AppError && error.fieldErrors) Object.assign(problems, error.fieldErrors);
      else throw error;
    }
    if (Object.keys(problems).length > 0) throw new AppError("VALIDATION", { fieldErrors: problems });
    await tx
      .update(contentSections)
      .set({ name: checkedName, fields: cleaned, updatedAt: sql`now()` })
      .where(eq(contentSections.id, sectionId));
    await recordAudit(tx, {
      action: "shared_section.update",
      resource: `content_section:${sectionId}`,
      userId: actor.userId,
      ipAddress,
      details: { sectionId, before, after: { name: checkedName, fields: cleaned } },
    });
  });
}
