import type { PageSection } from "#common/page-sections";
import type { Db } from "#db/client";
import { contentSections } from "#db/schema";
import { asc } from "drizzle-orm";
import { sharedSectionPlacements } from "./image-usage.queries";
import { sectionFormOptions } from "./page-builder.queries";

/**
 * /admin/sections: every reusable section (tens of rows, shown whole, by name) with the pages placing
 * it, and what the section forms offer (sectionFormOptions).
 */
export async function sharedSectionsView(db: Db) {
  const [rows, placements, options] = await Promise.all([
    db
      .select({
        id: contentSections.id,
        name: contentSections.name,
        type: contentSections.type,
        fields: contentSections.fields,
        updatedAt: contentSections.updatedAt,
      })
      .from(contentSections)
      .orderBy(asc(contentSections.name), asc(contentSections.id)),
    sharedSectionPlacements(db),
    sectionFormOptions(db),
  ]);
  return {
    sections: rows.map((row) => ({
      name: row.name,
      updatedAt: row.updatedAt,
      section: { id: row.id, type: row.type, fields: row.fields } satisfies PageSection,
      placedOn: placements.get(row.id) ?? [],
    })),
    options,
  };
}
