import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  integer,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A file sent by a user and kept in the media store: its key there, its name and type as judged from
 * its bytes, and its size. Documents and attachments of every kind keep the same four facts.
 */
export const storedFile = {
  fileKey: text("file_key").notNull(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
};

/** A full-text document (generated from a row's text; matched with `@@`, indexed with GIN). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A banner (the home page's, a store's): a picture with a title and an optional subtitle and link,
 * shown between its start and end while active, in position order. Each table says where its link
 * may lead and adds its own key columns.
 */
export const bannerColumns = {
  imageKey: text("image_key").notNull(),
  title: text("title").notNull(),
  subtitle: text("subtitle").notNull().default(""),
  /** A path of a page of this site; null for no link. */
  linkPath: text("link_path"),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  active: boolean("active").notNull().default(true),
  position: integer("position").notNull().default(0),
};

/** A banner's window ends after it starts (`<table>_window`). */
export function bannerWindowCheck(tableName: string, table: { startsAt: AnyPgColumn; endsAt: AnyPgColumn }) {
  return check(`${tableName}_window`, sql`${table.endsAt} > ${table.startsAt}`);
}
