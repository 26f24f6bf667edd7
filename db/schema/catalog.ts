import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { countries, currencies } from "./reference";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  parentId: text("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "set null" }),
  imageKey: text("image_key"),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

export type TradeRecord = { name: string; year: number };

/** A business selling on the marketplace. Rates are whole percentages 0–100. */
export const vendors = pgTable(
  "vendors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    slug: text("slug").notNull().unique(),
    businessName: text("business_name").notNull(),
    businessEmail: text("business_email").notNull(),
    businessPhone: text("business_phone"),
    businessType: text("business_type").notNull(),
    supplierType: text("supplier_type").notNull(),
    countryCode: char("country_code", { length: 2 })
      .notNull()
      .references(() => countries.code),
    city: text("city").notNull(),
    address: text("address"),
    logoKey: text("logo_key"),
    coverKey: text("cover_key"),
    verified: boolean("verified").notNull().default(false),
    premium: boolean("premium").notNull().default(false),
    verificationLevel: integer("verification_level").notNull().default(1),
    description: text("description").notNull().default(""),
    websiteUrl: text("website_url"),
    establishedYear: integer("established_year"),
    employeeCount: text("employee_count"),
    certifications: text("certifications")
      .array()
      .notNull()
      .default(sql`'{}'`),
    mainProducts: text("main_products")
      .array()
      .notNull()
      .default(sql`'{}'`),
    markets: text("markets")
      .array()
      .notNull()
      .default(sql`'{}'`),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'`),
    paymentTerms: text("payment_terms"),
    tradeShows: jsonb("trade_shows").$type<TradeRecord[]>().notNull().default([]),
    awards: jsonb("awards").$type<TradeRecord[]>().notNull().default([]),
    annualRevenue: text("annual_revenue"),
    /** Minor units of the settlement currency. */
    minOrderValue: bigint("min_order_value", { mode: "number" }),
    responseRate: integer("response_rate"),
    responseTimeHours: integer("response_time_hours"),
    fulfillmentRate: integer("fulfillment_rate"),
    onTimeDeliveryRate: integer("on_time_delivery_rate"),
    qualityScore: numeric("quality_score", { precision: 3, scale: 1 }),
    factorySize: text("factory_size"),
    totalOrders: integer("total_orders").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index("vendors_country_idx").on(table.countryCode),
    check("vendors_verification_level_range", sql`${table.verificationLevel} between 1 and 4`),
  ],
);

/**
 * Searchable text of a product (search is a full-text match on the name, in English): the name,
 * stemmed, then the words of its SKU and model number as typed. Their punctuation becomes spaces,
 * as it does in what people type: the parser would read "ABC-1234" as "abc" and "-1234". Not the
 * description: see docs/decisions/008.
 */
const productSearchDocument: SQL = sql`
  setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
  setweight(to_tsvector('simple', regexp_replace(coalesce(sku, '') || ' ' || coalesce(model_number, ''), '[^[:alnum:]]+', ' ', 'g')), 'B')`;

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Minor units (kobo for NGN). */
    price: bigint("price", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 })
      .notNull()
      .default("NGN")
      .references(() => currencies.code),
    moq: integer("moq").notNull().default(1),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    leadTime: text("lead_time"),
    sampleAvailable: boolean("sample_available").notNull().default(false),
    countryOfOrigin: char("country_of_origin", { length: 2 }).references(() => countries.code),
    specifications: jsonb("specifications").$type<Record<string, string>>().notNull().default({}),
    certifications: text("certifications")
      .array()
      .notNull()
      .default(sql`'{}'`),
    packaging: text("packaging"),
    sku: text("sku").notNull().unique(),
    modelNumber: text("model_number"),
    hsCode: text("hs_code"),
    viewCount: integer("view_count").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    discountPercentage: integer("discount_percentage").notNull().default(0),
    customizationAvailable: boolean("customization_available").notNull().default(false),
    /** Kept up to date by the catalog commands that write reviews. */
    ratingAverage: numeric("rating_average", { precision: 2, scale: 1 }).notNull().default("0"),
    ratingCount: integer("rating_count").notNull().default(0),
    searchVector: tsvector("search_vector").generatedAlwaysAs(productSearchDocument),
    ...timestamps,
  },
  (table) => [
    index("products_vendor_idx").on(table.vendorId),
    // Counts and per-vendor rating sums of listed products, read from the index alone.
    index("products_listed_vendor_idx")
      .on(table.vendorId, table.ratingCount, table.ratingAverage)
      .where(sql`${table.isActive}`),
    // Newest-first lists, in a category or not. Migration 0008 makes both covering: they INCLUDE
    // every column a /products filter reads, so counting and filtering never visit the table
    // (drizzle cannot express INCLUDE; db:generate leaves them alone).
    index("products_category_idx").on(table.categoryId, table.createdAt.desc(), table.id.desc()),
    index("products_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("products_price_idx").on(table.price),
    index("products_view_count_idx").on(table.viewCount.desc()),
    index("products_search_idx").using("gin", table.searchVector),
    index("products_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
    // The /products text filter matches inside descriptions too (ILIKE '%…%').
    index("products_description_trgm_idx").using("gin", sql`${table.description} gin_trgm_ops`),
    check("products_price_positive", sql`${table.price} > 0`),
    check("products_stock_not_negative", sql`${table.stockQuantity} >= 0`),
    check("products_moq_positive", sql`${table.moq} >= 1`),
  ],
);

/**
 * Listed-product figures per vendor, category and country of origin: how many active products,
 * their reviews and the review-weighted sum of their ratings. Triggers on products keep them
 * (migration 0009), so whole-catalog numbers (products per category and per country, a vendor's
 * products and rating, the total of an unfiltered list) add up a few hundred rows instead of
 * reading every product. The vendor's own `is_active` is applied when reading.
 */
export const catalogCounts = pgTable(
  "catalog_counts",
  {
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "cascade" }),
    countryOfOrigin: char("country_of_origin", { length: 2 }),
    productCount: integer("product_count").notNull(),
    ratingCount: integer("rating_count").notNull(),
    ratingSum: numeric("rating_sum").notNull(),
  },
  (table) => [
    unique("catalog_counts_key")
      .on(table.vendorId, table.categoryId, table.countryOfOrigin)
      .nullsNotDistinct(),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageKey: text("image_key").notNull(),
    alt: text("alt").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("product_images_product_idx").on(table.productId, table.position)],
);

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

export const reviews = pgTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reviews_one_per_user_idx").on(table.productId, table.userId),
    index("reviews_product_created_idx").on(table.productId, table.createdAt.desc()),
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
  ],
);

export const storeFollows = pgTable(
  "store_follows",
  {
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.vendorId, table.userId] })],
);

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

export const searchAnalytics = pgTable(
  "search_analytics",
  {
    id: text("id").primaryKey(),
    term: text("term").notNull(),
    normalizedTerm: text("normalized_term").notNull(),
    resultsCount: integer("results_count").notNull(),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "set null" }),
    successful: boolean("successful").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Who searched, for counting clients rather than requests: `user:<id>`, or `ip:<keyed hash of the
     * network>`.
     */
    clientKey: text("client_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("search_analytics_recent_idx").on(table.createdAt.desc(), table.normalizedTerm)],
);

/**
 * Clients with a successful search per UTC day and normalised term, counted by the trigger
 * `search_analytics_count_terms` as search_analytics rows are inserted: popular searches read a
 * week of these instead of every search of the week, and one client adds at most one a day.
 */
export const searchTermDays = pgTable(
  "search_term_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    normalizedTerm: text("normalized_term").notNull(),
    /** The term as the last newly counted client typed it that day. */
    term: text("term").notNull(),
    clients: integer("clients").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.normalizedTerm] })],
);

/** Which clients search_term_days has counted for a day and term: the trigger counts a client once. */
export const searchTermDayClients = pgTable(
  "search_term_day_clients",
  {
    day: date("day", { mode: "string" }).notNull(),
    normalizedTerm: text("normalized_term").notNull(),
    clientKey: text("client_key").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.normalizedTerm, table.clientKey] })],
);

/** One thread per buyer and vendor; messages belong to it. */
export const conversations = pgTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    productId: text("product_id").references(() => products.id, { onDelete: "set null" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("conversations_buyer_vendor_idx").on(table.buyerId, table.vendorId)],
);

export const messages = pgTable(
  "messages",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: text("receiver_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("messages_conversation_idx").on(table.conversationId, table.createdAt)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type").notNull(),
    actionUrl: text("action_url"),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("notifications_user_idx").on(table.userId, table.createdAt.desc())],
);

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
