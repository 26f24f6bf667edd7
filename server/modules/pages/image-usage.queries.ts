import { imageKeysOf, sharedIdsOf } from "#common/page-sections";
import type { Db } from "#db/client";
import { contentPages, contentSections } from "#db/schema";
import { isNotNull, or } from "drizzle-orm";

/** A page or a reusable section that shows a picture. */
export interface ImageUse {
  kind: "page" | "section";
  id: string;
  title: string;
}

/**
 * Which pages (in what is published or in a draft) and reusable sections show each media library
 * picture. A revision holding it does not count: restoring that revision asks for the picture again
 * before it can be published. Pages and reusable sections are tens of rows, so their sections are
 * read whole and searched here.
 */
export async function imageUsage(db: Db): Promise<Map<string, ImageUse[]>> {
  const [pages, sections] = await Promise.all([
    db
      .select({
        id: contentPages.id,
        title: contentPages.title,
        sections: contentPages.sections,
        draft: contentPages.draft,
      })
      .from(contentPages)
      .where(or(isNotNull(contentPages.sections), isNotNull(contentPages.draft))),
    db
      .select({
        id: contentSections.id,
        name: contentSections.name,
        type: contentSections.type,
        fields: contentSections.fields,
      })
      .from(contentSections),
  ]);
  const usage = new Map<string, ImageUse[]>();
  const add = (keys: Iterable<string>, use: ImageUse) => {
    for (const key of new Set(keys)) usage.set(key, [...(usage.get(key) ?? []), use]);
  };
  for (const page of pages)
    add([...imageKeysOf(page.sections ?? []), ...imageKeysOf(page.draft?.sections ?? [])], {
      kind: "page",
      id: page.id,
      title: page.title,
    });
  for (const section of sections)
    add(imageKeysOf([section]), { kind: "section", id: section.id, title: section.name });
  return usage;
}

/** Which pages place each reusable section, in what is published or in a draft. */
export async function sharedSectionPlacements(db: Db): Promise<Map<string, { id: string; title: string }[]>> {
  const pages = await db
    .select({
      id: contentPages.id,
      title: contentPages.title,
      sections: contentPages.sections,
      draft: contentPages.draft,
    })
    .from(contentPages)
    .where(or(isNotNull(contentPages.sections), isNotNull(contentPages.draft)));
  const placements = new Map<string, { id: string; title: string }[]>();
  for (const page of pages) {
    const ids = new Set([...sharedIdsOf(page.sections ?? []), ...sharedIdsOf(page.draft?.sections ?? [])]);
    for (const id of ids)
      placements.set(id, [...(placements.get(id) ?? []), { id: page.id, title: page.title }]);
  }
  return placements;
}
