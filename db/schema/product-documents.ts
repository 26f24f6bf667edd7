import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalog";

export const productDocuments = pgTable(
  "product_documents",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    fileKey: text("file_key").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("product_documents_product_idx").on(table.productId)],
);
