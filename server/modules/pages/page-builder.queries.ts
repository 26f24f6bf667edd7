import { type ContentPageKind, contentPagePath } from "#common/content-pages";
import { messages } from "#common/messages";
import type { PageContent } from "#common/page-sections";
import type { SectionView } from "#common/views/page-sections";
import type { Db } from "#db/client";
import {
  categories,
  contentPageRevisions,
  contentPages,
  contentSections,
  mediaAssets,
  users,
} from "#db/schema";
import { AppError } from "#server/lib/errors";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import { descending } from "../catalog/product-cards";
import { builderPageColumns, isDeletablePage, workingContent } from "./page-content";
import { sectionViews } from "./page-sections.queries";

export interface AdminPageRow {
  id: string;
  slug: string;
  kind: ContentPageKind;
  title: string;
  path: string;
  publishedAt: Date | null;
  updatedAt: Date;
  hasDraft: boolean;
  revisions: number;
  /** Created on /admin/pages and never published: the list offers to delete it. */
  deletable: boolean;
}

/**
 * /admin/pages: every stored page (information pages, then created pages, blog posts, press releases
 * and documentation), each with its address, whether it has an unpublished draft, how many revisions
 * it has and whether it may be deleted. The table holds tens of rows (the pages are reference rows;
 * created pages, blog posts and press releases grow by hand), so the page shows them all at once.
 */
export async function adminContentPages(db: Db): Promise<AdminPageRow[]> {
  const revisionCounts = db
    .select({ pageId: contentPageRevisions.pageId, revisions: count().as("revisions") })
    .from(contentPageRevisions)
    .groupBy(contentPageRevisions.pageId)
    .as("revision_counts");
  const rows = await db
    .select({
      id: contentPages.id,
      slug: contentPages.slug,
      kind: contentPages.kind,
      title: contentPages.title,
      publishedAt: contentPages.publishedAt,
      updatedAt: contentPages.updatedAt,
      createdInBackOffice: contentPages.createdInBackOffice,
      hasDraft: sql<boolean>`${contentPages.draft} is not null`,
      revisions: sql<number>`coalesce(${revisionCounts.revisions}, 0)::int`,
    })
    .from(contentPages)
    .leftJoin(revisionCounts, eq(revisionCounts.pageId, contentPages.id))
    .orderBy(
      sql`case ${contentPages.kind} when 'page' then 0 when 'created_page' then 1 when 'blog_post' then 2 when 'press_release' then 3 else 4 end`,
      asc(contentPages.title),
    );
  return rows.map(({ createdInBackOffice, ...row }) => ({
    ...row,
    path: contentPagePath(row.kind, row.slug),
    deletable: isDeletablePage({ createdInBackOffice, publishedAt: row.publishedAt }),
  }));
}

/**
 * What a section's form offers: the media library's pictures (newest first, at most 200), the
 * categories for a product grid, and the reusable sections a page may place.
 */
export async function sectionFormOptions(db: Db) {
  const [images, categoryOptions, sharedSections] = await Promise.all([
    db
      .select({ key: mediaAssets.key, fileName: mediaAssets.fileName, alt: mediaAssets.alt })
      .from(mediaAssets)
      .orderBy(descending(mediaAssets.createdAt), descending(mediaAssets.id))
      .limit(200),
    db
      .select({ slug: categories.slug, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.name)),
    db
      .select({ id: contentSections.id, name: contentSections.name })
      .from(contentSections)
      .orderBy(asc(contentSections.name), asc(contentSections.id)),
  ]);
  return { images, categories: categoryOptions, sharedSections };
}

export interface PageRevisionRow {
  id: string;
  number: number;
  title: string;
  publishedAt: Date;
  publishedBy: string | null;
}

/** How many revisions the builder lists, newest first. */
const revisionListLimit = 20;

/**
 * /admin/page-builder/:pageId: the page, the content being edited (its draft, else what is
 * published), the newest revisions, and what the section forms offer (sectionFormOptions).
 */
export async function pageBuilderView(db: Db, { pageId }: { pageId: string }) {
  const [page] = await db
    .select({
      ...builderPageColumns,
      draftUpdatedAt: contentPages.draftUpdatedAt,
      updatedAt: contentPages.updatedAt,
      publishedAt: contentPages.publishedAt,
    })
    .from(contentPages)
    .where(eq(contentPages.id, pageId));
  if (!page) throw new AppError("NOT_FOUND", { message: messages.adminContent.pageNotFound });
  const [revisions, revisionTotal, options] = await Promise.all([
    db
      .select({
        id: contentPageRevisions.id,
        number: contentPageRevisions.number,
        title: contentPageRevisions.title,
        publishedAt: contentPageRevisions.publishedAt,
        publishedBy: users.name,
      })
      .from(contentPageRevisions)
      .leftJoin(users, eq(users.id, contentPageRevisions.publishedBy))
      .where(eq(contentPageRevisions.pageId, pageId))
      .orderBy(desc(contentPageRevisions.number))
      .limit(revisionListLimit),
    db.$count(contentPageRevisions, eq(contentPageRevisions.pageId, pageId)),
    sectionFormOptions(db),
  ]);
  const content: PageContent = workingContent(page);
  return {
    page: {
      id: page.id,
      slug: page.slug,
      kind: page.kind,
      path: contentPagePath(page.kind, page.slug),
      publishedTitle: page.title,
      updatedAt: page.updatedAt,
      /** Whether visitors can open the page now: a created page is not public before its first publication. */
      isPublic: page.publishedAt !== null && page.publishedAt <= new Date(),
    },
    content,
    hasDraft: page.draft !== null,
    draftUpdatedAt: page.draftUpdatedAt,
    revisions,
    revisionTotal,
    options,
  };
}

/**
 * The preview of a page's draft (or, without one, of what is published) as visitors would see it,
 * grids filled in from today's catalogue.
 */
export async function pagePreview(
  db: Db,
  { pageId }: { pageId: string },
): Promise<{ title: string; summary: string; path: string; hasDraft: boolean; sections: SectionView[] }> {
  const [page] = await db
    .select({
      id: contentPages.id,
      slug: contentPages.slug,
      kind: contentPages.kind,
      title: contentPages.title,
      summary: contentPages.summary,
      body: contentPages.body,
      sections: contentPages.sections,
      draft: contentPages.draft,
    })
    .from(contentPages)
    .where(eq(contentPages.id, pageId));
  if (!page) throw new AppError("NOT_FOUND", { message: messages.adminContent.pageNotFound });
  const content = workingContent(page);
  return {
    title: content.title,
    summary: content.summary,
    path: contentPagePath(page.kind, page.slug),
    hasDraft: page.draft !== null,
    sections: await sectionViews(db, content.sections),
  };
}
