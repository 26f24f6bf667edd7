import { messages } from "#common/messages";
import {
  type PageContent,
  type PageSection,
  type SectionType,
  sectionFieldDefinitions,
} from "#common/page-sections";
import { isSafeHref, richTextProblem } from "#common/rich-text";
import type { Db } from "#db/client";
import { categories, contentPages, contentSections, mediaAssets } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { eq, inArray } from "drizzle-orm";

const m = messages.adminContent;

/** A page's columns the builder works from: its address, its published content and its draft. */
export const builderPageColumns = {
  id: contentPages.id,
  slug: contentPages.slug,
  kind: contentPages.kind,
  title: contentPages.title,
  summary: contentPages.summary,
  body: contentPages.body,
  sections: contentPages.sections,
  draft: contentPages.draft,
};

/** The page's row as the builder's commands need it, locked for the rest of the transaction. */
export async function lockContentPage(tx: Db, pageId: string) {
  const [page] = await tx
    .select({
      ...builderPageColumns,
      publishedAt: contentPages.publishedAt,
      createdInBackOffice: contentPages.createdInBackOffice,
    })
    .from(contentPages)
    .where(eq(contentPages.id, pageId))
    .for("update");
  if (!page) throw new AppError("NOT_FOUND", { message: m.pageNotFound });
  return page;
}

/**
 * Whether an admin may delete a page: only one created on /admin/pages and never published. The
 * site's own pages are kept, and so is a published page, whose address may be linked from anywhere.
 */
export function isDeletablePage(page: { createdInBackOffice: boolean; publishedAt: Date | null }): boolean {
  return page.createdInBackOffice && page.publishedAt === null;
}

/**
 * What the builder starts from when a page has no draft: the published content. A page never
 * published from the builder becomes one rich-text section holding its body, which renders exactly
 * as the body did; the section's id is fixed so the same page always opens the same way.
 */
export function publishedContent(page: {
  id: string;
  title: string;
  summary: string;
  body: string;
  sections: PageSection[] | null;
}): PageContent {
  return {
    title: page.title,
    summary: page.summary,
    sections: page.sections ?? [{ id: `legacy-${page.id}`, type: "richText", fields: { body: page.body } }],
  };
}

/** The draft if there is one, else the published content. */
export function workingContent(page: Parameters<typeof publishedContent>[0] & { draft: PageContent | null }) {
  return page.draft ?? publishedContent(page);
}

/**
 * A section's fields checked one by one, without the database: what is required, lengths, rich text
 * (no HTML, links only same-site or mailto), links, numbers and choices. Returns a message per field
 * at fault (empty when all is well); image keys and category slugs are checked by checkSection.
 */
export function fieldProblems(type: SectionType, fields: Record<string, string>): FieldErrors {
  const problems: FieldErrors = {};
  for (const field of sectionFieldDefinitions[type]) {
    const value = (fields[field.name] ?? "").trim();
    const needed = field.required || (field.requiredWith && (fields[field.requiredWith] ?? "").trim() !== "");
    if (!value) {
      if (needed) problems[field.name] = m.required;
      continue;
    }
    switch (field.kind) {
      case "text":
        if (value.length > field.max) problems[field.name] = m.tooLong(field.max);
        break;
      case "richText": {
        const problem = richTextProblem(value);
        if (value.length > field.max) problems[field.name] = m.tooLong(field.max);
        else if (problem) problems[field.name] = m[problem];
        else if (field.needsQuestion && !/^\s*\?\?\s+\S/m.test(value)) problems[field.name] = m.needsQuestion;
        break;
      }
      case "link":
        if (!isSafeHref(value)) problems[field.name] = m.unsafeLink;
        break;
      case "number": {
        const number = Number(value);
        if (!/^\d+$/.test(value) || number < field.min || number > field.max)
          problems[field.name] = m.wholeNumber(field.min, field.max);
        break;
      }
      case "choice":
        if (!field.choices.includes(value)) problems[field.name] = m.choice;
        break;
      case "image":
      case "category":
      case "shared":
        // Checked against the media library, the category tree and the reusable sections by sectionProblems.
        break;
    }
  }
  return problems;
}

/**
 * Every section's problems, with the database's facts too: an image must be in the media library, a
 * product grid's category must exist, and so must a placed reusable section. Keyed by section id,
 * then field; sections without a problem are left out.
 */
export async function sectionProblems(
  db: Db,
  sections: readonly PageSection[],
): Promise<Map<string, FieldErrors>> {
  const problems = new Map<string, FieldErrors>();
  const imageKeys = new Set<string>();
  const categorySlugs = new Set<string>();
  const sharedIds = new Set<string>();
  for (const section of sections) {
    for (const field of sectionFieldDefinitions[section.type]) {
      const value = section.fields[field.name]?.trim();
      if (field.kind === "image" && value) imageKeys.add(value);
      if (field.kind === "shared" && value) sharedIds.add(value);
    }
    const slug = section.type === "productGrid" ? section.fields.categorySlug?.trim() : "";
    if (slug) categorySlugs.add(slug);
  }
  const [knownImages, knownCategories, knownShared] = await Promise.all([
    imageKeys.size > 0
      ? db
          .select({ key: mediaAssets.key })
          .from(mediaAssets)
          .where(inArray(mediaAssets.key, [...imageKeys]))
      : [],
    categorySlugs.size > 0
      ? db
          .select({ slug: categories.slug })
          .from(categories)
          .where(inArray(categories.slug, [...categorySlugs]))
      : [],
    sharedIds.size > 0
      ? db
          .select({ id: contentSections.id })
          .from(contentSections)
          .where(inArray(contentSections.id, [...sharedIds]))
      : [],
  ]);
  const images = new Set(knownImages.map((row) => row.key));
  const slugs = new Set(knownCategories.map((row) => row.slug));
  const shared = new Set(knownShared.map((row) => row.id));
  for (const section of sections) {
    const found = fieldProblems(section.type, section.fields);
    for (const field of sectionFieldDefinitions[section.type]) {
      const value = section.fields[field.name]?.trim();
      if (field.kind === "image" && value && !images.has(value)) found[field.name] ??= m.unknownImage;
      if (field.kind === "shared" && value && !shared.has(value)) found[field.name] ??= m.unknownShared;
    }
    const slug = section.type === "productGrid" ? section.fields.categorySlug?.trim() : "";
    if (slug && !slugs.has(slug)) found.categorySlug ??= m.unknownCategory;
    if (Object.keys(found).length > 0) problems.set(section.id, found);
  }
  return problems;
}

/** Title and summary: both required, within their lengths. */
export function detailProblems({ title, summary }: { title: string; summary: string }): FieldErrors {
  const problems: FieldErrors = {};
  if (!title.trim()) problems.title = m.required;
  else if (title.trim().length > 120) problems.title = m.tooLong(120);
  if (!summary.trim()) problems.summary = m.required;
  else if (summary.trim().length > 300) problems.summary = m.tooLong(300);
  return problems;
}

/** Every field trimmed, and only the fields its type has: what is stored. */
export function cleanFields(type: SectionType, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    sectionFieldDefinitions[type].map((field) => [field.name, (fields[field.name] ?? "").trim()]),
  );
}
