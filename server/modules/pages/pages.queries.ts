import { type ContentPageKind, contentPagePath } from "#common/content-pages";
import type { SectionView } from "#common/views/page-sections";
import type { Db } from "#db/client";
import { contentPageOldSlugs, contentPages } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, desc, eq, lte } from "drizzle-orm";
import { sectionViews } from "./page-sections.queries";

export interface ContentPageSummary {
  slug: string;
  title: string;
  summary: string;
  publishedAt: Date;
  updatedAt: Date;
}

export interface ContentPage extends ContentPageSummary {
  kind: ContentPageKind;
  body: string;
  /** The sections published from the page builder; null for a page that shows its `body`. */
  sections: SectionView[] | null;
}

const isPublished = (now: Date) => lte(contentPages.publishedAt, now);

/**
 * A published page of a kind by its slug. A draft, a page whose publication date is still ahead and
 * a slug of another kind answer NOT_FOUND, as an unknown slug does.
 */
export async function publishedContentPage(
  db: Db,
  { kind, slug, now = new Date() }: { kind: ContentPageKind; slug: string; now?: Date },
): Promise<ContentPage> {
  const [row] = await db
    .select({
      kind: contentPages.kind,
      slug: contentPages.slug,
      title: contentPages.title,
      summary: contentPages.summary,
      body: contentPages.body,
      sections: contentPages.sections,
      publishedAt: contentPages.publishedAt,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), eq(contentPages.slug, slug), isPublished(now)))
    .limit(1);
  if (!row?.publishedAt) throw new AppError("NOT_FOUND");
  const sections = row.sections ? await sectionViews(db, row.sections) : null;
  return { ...row, sections, publishedAt: row.publishedAt };
}

/**
 * What a public address of a stored page answers: the published page, or, for a slug the page had
 * before an admin changed it, the page's address today (the route answers 301 to it). A page that is
 * not public (a draft, unpublished) answers NOT_FOUND at its old addresses too. The old slugs are read
 * only when no page has the slug, so a page's own address costs one query as before.
 */
export async function publicContentPage(
  db: Db,
  { kind, slug, now = new Date() }: { kind: ContentPageKind; slug: string; now?: Date },
): Promise<{ page: ContentPage; movedTo?: undefined } | { movedTo: string; page?: undefined }> {
  try {
    return { page: await publishedContentPage(db, { kind, slug, now }) };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "NOT_FOUND") throw error;
    const [moved] = await db
      .select({ slug: contentPages.slug })
      .from(contentPageOldSlugs)
      .innerJoin(contentPages, eq(contentPages.id, contentPageOldSlugs.pageId))
      .where(and(eq(contentPageOldSlugs.slug, slug), eq(contentPages.kind, kind), isPublished(now)))
      .limit(1);
    if (!moved) throw error;
    return { movedTo: contentPagePath(kind, moved.slug) };
  }
}

/** The published pages of a kind (blog posts, press releases), newest first. */
export async function publishedContentPages(
  db: Db,
  { kind, now = new Date() }: { kind: ContentPageKind; now?: Date },
): Promise<ContentPageSummary[]> {
  const rows = await db
    .select({
      slug: contentPages.slug,
      title: contentPages.title,
      summary: contentPages.summary,
      publishedAt: contentPages.publishedAt,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), isPublished(now)))
    .orderBy(desc(contentPages.publishedAt), contentPages.slug);
  return rows.flatMap((row) => (row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : []));
}

/** A listing page (/blog, /press): its own stored introduction and the published entries under it. */
export async function contentListing(
  db: Db,
  { slug, kind, now = new Date() }: { slug: string; kind: ContentPageKind; now?: Date },
): Promise<{ page: ContentPage; entries: ContentPageSummary[] }> {
  const [page, entries] = await Promise.all([
    publishedContentPage(db, { kind: "page", slug, now }),
    publishedContentPages(db, { kind, now }),
  ]);
  return { page, entries };
}

/**
 * The stored title and introduction of a page the route table serves with its own content under it
 * (a curated landing page: /african-crafts, /african-machinery, /deals), or null when that page is
 * missing or not public, so the route shows the texts it ships with instead.
 */
export async function landingIntroduction(
  db: Db,
  { slug, now = new Date() }: { slug: string; now?: Date },
): Promise<ContentPage | null> {
  return publishedContentPage(db, { kind: "page", slug, now }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  });
}
