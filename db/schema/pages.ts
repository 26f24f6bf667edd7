import { contentPageKinds } from "../../common/content-pages";
import type { PageContent, PageSection, ReusableSectionType } from "../../common/page-sections";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./identity";

/**
 * The order of /admin/pages: the information pages, then the created pages, blog posts, press
 * releases and documentation. The list sorts by this, then title and id, and an index holds the same
 * expression, so a page of the list reads its rows in order instead of sorting the table.
 */
export function adminPageListRank(kind: AnyPgColumn): SQL {
  return sql`(case ${kind} when 'page' then 0 when 'created_page' then 1 when 'blog_post' then 2 when 'press_release' then 3 else 4 end)`;
}

/**
 * The public information pages, blog posts and press releases. `body` is the small text format of
 * common/rich-text.ts (headings, paragraphs, lists, questions, bold, same-site links), rendered by
 * our own renderer, never as HTML. A row is public once `published_at` has passed.
 *
 * A page published from the page builder shows `sections` (common/page-sections.ts) instead of
 * `body`; a page never published from it (`sections` null) shows `body` exactly as seeded. `draft`
 * is the builder's working copy (title, summary, sections), null when there is none.
 *
 * The seeded rows are the site's reference pages (false in `created_in_back_office`) and are never
 * deleted; a page an admin created on /admin/pages may be deleted while it has never been published.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    kind: text("kind", { enum: contentPageKinds }).notNull(),
    title: text("title").notNull(),
    /** The meta description, and the excerpt under the title in the blog and press lists. */
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    sections: jsonb("sections").$type<PageSection[]>(),
    draft: jsonb("draft").$type<PageContent>(),
    draftUpdatedAt: timestamp("draft_updated_at", { withTimezone: true }),
    createdInBackOffice: boolean("created_in_back_office").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index("content_pages_kind_published_idx").on(table.kind, table.publishedAt.desc()),
    index("content_pages_admin_list_idx").on(adminPageListRank(table.kind), table.title, table.id),
    check("content_pages_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Every publication of a page from the builder, numbered from 1 per page: what was published, when
 * and by whom. Restoring one copies it into the page's draft; it is never changed afterwards.
 */
export const contentPageRevisions = pgTable(
  "content_page_revisions",
  {
    id: text("id").primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => contentPages.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    sections: jsonb("sections").$type<PageSection[]>().notNull(),
    publishedBy: text("published_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("content_page_revisions_page_number").on(table.pageId, table.number)],
);

/**
 * The addresses a page had before an admin changed its slug (only pages created on /admin/pages may
 * change it): visiting `{prefix}/{old slug}` answers 301 to the page's address today while it is
 * public, so links, bookmarks and search results keep working. An old slug belongs to one page: no
 * other page may take it (a cached 301 would send its visitors to the first page), while the page
 * itself may take it back (the row is then deleted). A slug is only kept once the page has been
 * published: before, nobody could have linked it. Deleted with its page.
 */
export const contentPageOldSlugs = pgTable(
  "content_page_old_slugs",
  {
    slug: text("slug").primaryKey(),
    pageId: text("page_id")
      .notNull()
      .references(() => contentPages.id, { onDelete: "cascade" }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("content_page_old_slugs_page_idx").on(table.pageId),
    check("content_page_old_slugs_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Reusable sections (/admin/sections): a section saved once, by name, and placed on several pages by a
 * "shared" section holding its id. A page shows it as it is now, so a change shows on every page
 * placing it at once.
 */
export const contentSections = pgTable("content_sections", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  type: text("type").$type<ReusableSectionType>().notNull(),
  fields: jsonb("fields").$type<Record<string, string>>().notNull(),
  ...timestamps,
});

/**
 * The back office's media library (/admin/media): pictures an admin uploaded for the content pages,
 * each stored once in the media store under `key` (the file itself is the media module's). Pictures
 * of products, stores and categories are kept by their own modules and are not listed here.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull().unique(),
    /** The uploaded file's name, as a search handle. */
    fileName: text("file_name").notNull(),
    /** What the picture shows, for people who cannot see it; a section may say more in its own alt. */
    alt: text("alt").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("media_assets_created_idx").on(table.createdAt.desc(), table.id.desc())],
);
