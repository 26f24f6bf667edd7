import { bigint, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalog";

/** A way a product can be customised (a choice, a yes/no, or free text). */
export const customizationOptions = pgTable(
  "customization_options",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    optionName: text("option_name").notNull(),
    optionType: text("option_type", { enum: ["select", "checkbox", "text"] }).notNull(),
    category: text("category").notNull().default("General"),
    description: text("description").notNull().default(""),
    required: boolean("required").notNull().default(false),
    minOrderQuantity: integer("min_order_quantity").notNull().default(1),
    /** Minor units added to each unit. */
    additionalCost: bigint("additional_cost", { mode: "number" }).notNull().default(0),
    /** Minor units charged once per order line (set-up, screens, moulds), spread over its units. */
    setupCost: bigint("setup_cost", { mode: "number" }).notNull().default(0),
    leadTimeDays: integer("lead_time_days").notNull().default(0),
    maxLength: integer("max_length"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("customization_options_product_idx").on(table.productId)],
);

export const customizationOptionValues = pgTable(
  "customization_option_values",
  {
    id: text("id").primaryKey(),
    optionId: text("option_id")
      .notNull()
      .references(() => customizationOptions.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    label: text("label").notNull(),
    imageKey: text("image_key"),
    /** Minor units added to each unit when this value is chosen. */
    additionalCost: bigint("additional_cost", { mode: "number" }).notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (table) => [index("customization_option_values_option_idx").on(table.optionId)],
);
