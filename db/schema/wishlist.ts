import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { users } from "./identity";

export const wishlists = pgTable(
  "wishlists",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);
