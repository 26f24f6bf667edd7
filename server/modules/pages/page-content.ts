import { contentSlugPattern, maxContentSlugLength } from "#common/content-pages";
import { messages } from "#common/messages";
import {
  type PageContent,
  type PageSection,
  type SectionType,
  sectionFieldDefinitions,
} from "#common/page-sections";
import { isSafeHref, richTextProblem } from "#common/rich-text";
import type { Db } from "#db/client";
import {
  categories,
  contentPageOldSlugs,
  contentPageRevisions,
  contentPages,
  contentSections,
  mediaAssets,
} from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { eq, inArray, sql } from "drizzle-orm";

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
 * Whether an admin may delete a page: only one created on /admin/pages and never published (no
 * revision: a page unpublished later has some). The site's own pages are kept, and so is a page
 * that has been published, whose address may be linked from anywhere.
 */
export function isDeletablePage(page: {
  createdInBackOffice: boolean;
  publishedAt: Date | null;
  revisions: number;
}): boolean {
  return page.createdInBackOffice && page.publishedAt === null && page.revisions === 0;
}

/**
 * Whether an admin may unpublish a page or change its slug: only a page created on /admin/pages. The
 * site's own pages (the information pages, the listings' and landing pages' introductions, the
 * documentation, and the seeded blog posts and press releases) keep their addresses and stay public:
 * the route table, the footer, the checkout's terms and the seeded pages' own links lead to them.
 */
export function isAdminCreatedPage(page: { createdInBackOffice: boolean }): boolean {
  return page.createdInBackOffice;
}

/** What is wrong with a slug by itself (required, kebab-case, its length); whether it is free is checked apart. */
export function slugProblem(slug: string): string | null {
  if (!slug) return m.required;
  if (slug.length > maxContentSlugLength) return m.tooLong(maxContentSlugLength);
  return contentSlugPattern.test(slug) ? null : m.slugFormat;
}

/**
 * Whether a slug is free for a page (a new one when `pageId` is left out): no page has it today, and
 * it is no other page's old address (whose 301 visitors' browsers may keep). Read in the writing
 * transaction, the pages first: a page changing its slug at the same moment commits both rows at
 * once, so this sees the slug either still on the page or already kept as its old address. Answers
 * the field's message, or null when the slug is free.
 */
export async function slugTakenProblem(tx: Db, { slug, pageId }: { slug: string; pageId?: string }) {
  const [page] = await tx
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(eq(contentPages.slug, slug))
    .limit(1);
  if (page && page.id !== pageId) return m.slugTaken;
  const [old] = await tx
    .select({ pageId: contentPageOldSlugs.pageId })
    .from(contentPageOldSlugs)
    .where(eq(contentPageOldSlugs.slug, slug))
    .limit(1);
  if (old && old.pageId !== pageId) return m.slugRedirects;
  return null;
}

/** Whether a page has ever been published from the builder (it has a revision). */
export async function hasRevisions(tx: Db, pageId: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(contentPageRevisions)
    .where(eq(contentPageRevisions.pageId, pageId))
    .limit(1);
  return row !== undefined;
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
