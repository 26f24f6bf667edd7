import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { contentSections } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { sharedSectionPlacements } from "./image-usage.queries";

/**
 * An admin deletes a reusable section no page places (published or in a draft); one still placed is
 * refused with the number of pages (CONFLICT) and kept.
 */
export async function deleteSharedSection(
  db: Db,
  { actor, sectionId }: { actor: Actor | null; sectionId: string },
): Promise<{ name: string }> {
  assertAdmin(actor);
  const m = messages.adminContent;
  return db.transaction(async (tx) => {
    const [section] = await tx
      .select({ name: contentSections.name })
      .from(contentSections)
      .where(eq(contentSections.id, sectionId))
      .for("update");
    if (!section) throw new AppError("NOT_FOUND", { message: m.sharedNotFound });
    const placements = (await sharedSectionPlacements(tx)).get(sectionId) ?? [];
    if (placements.length > 0) throw new AppError("CONFLICT", { message: m.sharedInUse(placements.length) });
    await tx.delete(contentSections).where(eq(contentSections.id, sectionId));
    return section;
  });
}
