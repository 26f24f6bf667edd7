import { bigint, customType, text, timestamp } from "drizzle-orm/pg-core";

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
