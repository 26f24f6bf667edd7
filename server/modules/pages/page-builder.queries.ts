import { type ContentPageKind, contentPagePath } from "#common/content-pages";
import { messages } from "#common/messages";
import type { PageContent } from "#common/page-sections";
import type { SectionView } from "#common/views/page-sections";
import type { Db } from "#db/client";
import {
  adminPageListRank,
  categories,
  contentPageRevisions,
  contentPages,
  contentSections,
  mediaAssets,
  users,
} from "#db/schema";
import { AppError } from "#server/lib/errors";
import { asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { containsPattern, descending } from "../catalog/product-cards";
import { builderPageColumns, isAdminCreatedPage, isDeletablePage, workingContent } from "./page-content";
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

export interface AdminPagesPage {
  rows: AdminPageRow[];
  total: number;
  page: number;
  pageSize: number;
}

export const adminPagesPageSize = 20;

/**
 * What a search on /admin/pages looks for: the words as typed, or, for an address pasted whole
 * (/pages/our-story, a full URL), its last part, the slug.
 */
export function adminPagesSearchText(search: string): string {
  const words = search.trim();
  if (!words.includes("/")) return words;
  return (
    words
      .replace(/[?#].*$/, "")
      .split("/")
      .filter(Boolean)
      .at(-1) ?? ""
  );
}

/**
 * /admin/pages: a page of the stored pages (information pages, then created pages, blog posts, press
 * releases and documentation, each group by title: the order of `content_pages_admin_list_idx`),
 * 20 at a time, optionally only those whose title or slug contains the search words. Each row says
 * where the page is served, whether it has an unpublished draft, how many revisions it has (counted
 * for the page's rows only, on the revisions' unique key) and whether it may be deleted. Reads only
 * the columns the list shows: never the sections, drafts or bodies.
 */
export async function adminContentPages(
  db: Db,
  { search = "", page = 1 }: { search?: string; page?: number } = {},
): Promise<AdminPagesPage> {
  const words = adminPagesSearchText(search);
  const where = words
    ? or(ilike(contentPages.title, containsPattern(words)), ilike(contentPages.slug, containsPattern(words)))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: contentPages.id,
        slug: contentPages.slug,
        kind: contentPages.kind,
        title: contentPages.title,
        publishedAt: contentPages.publishedAt,
        updatedAt: contentPages.updatedAt,
        createdInBackOffice: contentPages.createdInBackOffice,
        hasDraft: sql<boolean>`${contentPages.draft} is not null`,
      })
      .from(contentPages)
      .where(where)
      .orderBy(adminPageListRank(contentPages.kind), asc(contentPages.title), asc(contentPages.id))
      .limit(adminPagesPageSize)
      .offset((page - 1) * adminPagesPageSize),
    db.select({ total: count() }).from(contentPages).where(where),
  ]);
  const revisionCounts = new Map(
    rows.length === 0
      ? []
      : (
          await db
            .select({ pageId: contentPageRevisions.pageId, revisions: count() })
            .from(contentPageRevisions)
            .where(
              inArray(
                contentPageRevisions.pageId,
                rows.map((row) => row.id),
              ),
            )
            .groupBy(contentPageRevisions.pageId)
        ).map((row) => [row.pageId, row.revisions]),
  );
  return {
    rows: rows.map(({ createdInBackOffice, ...row }) => {
      const revisions = revisionCounts.get(row.id) ?? 0;
      return {
        ...row,
        revisions,
        path: contentPagePath(row.kind, row.slug),
        deletable: isDeletablePage({ createdInBackOffice, publishedAt: row.publishedAt, revisions }),
      };
    }),
    total: counted?.total ?? 0,
    page,
    pageSize: adminPagesPageSize,
  };
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
      createdInBackOffice: contentPages.createdInBackOffice,
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
      /** Created on /admin/pages: its slug may change and, while published, it may be unpublished. */
      createdInBackOffice: isAdminCreatedPage(page),
      /** Published (or scheduled): a page created on /admin/pages can be unpublished. */
      isPublished: page.publishedAt !== null,
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
