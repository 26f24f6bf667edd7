import { contentPageKinds } from "../../common/content-pages";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

/**
 * The public information pages, blog posts and press releases. `body` is the small text format of
 * common/rich-text.ts (headings, paragraphs, lists, questions, bold, same-site links), rendered by
 * our own renderer, never as HTML. A row is public once `published_at` has passed.
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
    ...timestamps,
  },
  (table) => [
    index("content_pages_kind_published_idx").on(table.kind, table.publishedAt.desc()),
    check("content_pages_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
