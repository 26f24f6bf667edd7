import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { vendors } from "./vendors";

/**
 * A product's views and add-to-cart events per UTC day: what the vendor's period figures and the
 * views → add-to-cart → orders funnel read (products.view_count keeps only the all-time total).
 * The vendor id is copied from the product so a vendor's figures read one index range.
 */
export const productDailyStats = pgTable(
  "product_daily_stats",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    addToCarts: integer("add_to_carts").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.day] }),
    index("product_daily_stats_vendor_day_idx").on(table.vendorId, table.day),
    check("product_daily_stats_counts_not_negative", sql`${table.views} >= 0 and ${table.addToCarts} >= 0`),
  ],
);
