import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { users } from "./identity";
import { rfqQuotes } from "./rfqs";

/** The shipping methods the cart and checkout offer, with their price in NGN minor units. */
export const shippingMethods = pgTable(
  "shipping_methods",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    /** "3-5 business days". */
    deliveryTime: text("delivery_time").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    /** Offered only to carts holding at least this many units (freight is for bulk orders). */
    minUnits: integer("min_units").notNull().default(1),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (table) => [check("shipping_methods_price_not_negative", sql`${table.price} >= 0`)],
);

/** Validated promo codes; "any code accepted" is a spec defect we do not copy. */
export const promotions = pgTable(
  "promotions",
  {
    id: text("id").primaryKey(),
    /** Stored upper-case; buyers may type it in any case. */
    code: text("code").notNull().unique(),
    description: text("description").notNull(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** Percent off (1–100) for `percent`; minor units off for `fixed`. */
    value: integer("value").notNull(),
    minSubtotal: bigint("min_subtotal", { mode: "number" }).notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Orders that may use the code in all; null for no limit. */
    usageLimit: integer("usage_limit"),
    usedCount: integer("used_count").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("promotions_value_positive", sql`${table.value} > 0`),
    check("promotions_percent_range", sql`${table.kind} <> 'percent' or ${table.value} <= 100`),
  ],
);

/**
 * One cart per signed-in user (user_id) or per guest (no user; the browser holds the cart id in a
 * signed cookie). A guest cart is merged into the user's cart at sign-in and then deleted.
 */
export const carts = pgTable(
  "carts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    shippingMethod: text("shipping_method")
      .notNull()
      .default("standard")
      .references(() => shippingMethods.code),
    promoCode: text("promo_code"),
    /** What checkout's steps collected so far (shipping, business, payment), checked again at placement. */
    checkoutDetails: jsonb("checkout_details")
      .$type<Record<string, Record<string, string>>>()
      .notNull()
      .default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("carts_user_idx").on(table.userId),
    index("carts_guest_updated_idx")
      .on(table.updatedAt)
      .where(sql`${table.userId} is null`),
  ],
);

/**
 * A product in a cart, or on its Saved for Later list: one line per product and customization, so
 * the same product chosen two ways is two lines.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: text("id").primaryKey(),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    savedForLater: boolean("saved_for_later").notNull().default(false),
    /**
     * The buyer's answers by option id (a value id, "on", or their text); never a price: the cart
     * re-reads the options' costs each time it prices the line.
     */
    customization: jsonb("customization").$type<Record<string, string>>().notNull().default({}),
    /** The choice in a canonical form ('' for none): equal choices share a line. */
    customizationKey: text("customization_key").notNull().default(""),
    /**
     * Set on a quote-priced line: the accepted quote it orders, at the quote's unit price and quantity.
     * Its `customization_key` is `quote:<id>`, so the line stays apart from a normal line of the product.
     */
    quoteId: text("quote_id").references(() => rfqQuotes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("cart_items_cart_product_idx").on(table.cartId, table.productId, table.customizationKey),
    check("cart_items_quantity_positive", sql`${table.quantity} >= 1`),
    check(
      "cart_items_quote_key",
      sql`${table.quoteId} is null or ${table.customizationKey} = 'quote:' || ${table.quoteId}`,
    ),
  ],
);
