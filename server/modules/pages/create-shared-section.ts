import { initialSectionFields, type ReusableSectionType } from "#common/page-sections";
import type { Db } from "#db/client";
import { contentSections } from "#db/schema";
import { newId } from "#server/lib/ids";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { checkedSectionName } from "./shared-section-input";

/**
 * An admin creates a reusable section by name and type; its fields start empty and are filled in on
 * /admin/sections. No page shows it until one places it (a placement must point to a section that
 * exists, and its fields are checked when saved).
 */
export async function createSharedSection(
  db: Db,
  { actor, name, type }: { actor: Actor | null; name: string; type: ReusableSectionType },
): Promise<{ id: string }> {
  assertAdmin(actor);
  const id = newId("shs");
  await db
    .insert(contentSections)
    .values({ id, name: checkedSectionName(name), type, fields: initialSectionFields(type) });
  return { id };
}
