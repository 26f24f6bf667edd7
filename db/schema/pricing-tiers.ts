import { sql } from "drizzle-orm";
import { check, integer, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalog";

/** Quantity tiers per product; a product without rows uses the platform default ladder. */
export const bulkPricingTiers = pgTable(
  "bulk_pricing_tiers",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    minQuantity: integer("min_quantity").notNull(),
    discountPercentage: numeric("discount_percentage", { precision: 5, scale: 2 }).notNull(),
  },
  (table) => [
    uniqueIndex("bulk_pricing_tiers_product_quantity_idx").on(table.productId, table.minQuantity),
    check(
      "bulk_pricing_tiers_discount_range",
      sql`${table.discountPercentage} > 0 and ${table.discountPercentage} < 100`,
    ),
  ],
);
