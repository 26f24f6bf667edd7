import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { timestamps, tsvector } from "./columns";
import { countries, currencies } from "./reference";
import { vendors } from "./vendors";

export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  parentId: text("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "set null" }),
  imageKey: text("image_key"),
  /** The picture's text alternative for the category page ("" while none was written: decorative). */
  imageAlt: text("image_alt").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

/**
 * Searchable text of a product (search is a full-text match on the name, in English): the name,
 * stemmed, then the words of its SKU and model number as typed. Their punctuation becomes spaces,
 * as it does in what people type: the parser would read "ABC-1234" as "abc" and "-1234". Not the
 * description: see docs/decisions/008.
 */
const productSearchDocument: SQL = sql`
  setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
  setweight(to_tsvector('simple', regexp_replace(coalesce(sku, '') || ' ' || coalesce(model_number, ''), '[^[:alnum:]]+', ' ', 'g')), 'B')`;

/**
 * The share of the earlier price a deal takes off, as a fraction: /deals lists deepest first, and
 * products_deals_idx is ordered by the same expression, so the list walks the index.
 */
export function discountFractionOf(columns: { originalPrice: AnyPgColumn; price: AnyPgColumn }): SQL {
  return sql`(${columns.originalPrice} - ${columns.price})::float8 / ${columns.originalPrice}`;
}

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
    /** Minor units: the earlier price shown struck through; above `price` when set. */
    originalPrice: bigint("original_price", { mode: "number" }),
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
    /** Unique within its vendor's products (two vendors may use the same SKU). */
    sku: text("sku").notNull(),
    modelNumber: text("model_number"),
    hsCode: text("hs_code"),
    viewCount: integer("view_count").notNull().default(0),
    /** Listed: shoppers see it (with its vendor's own flag). Drives catalog_counts and every listed index. */
    isActive: boolean("is_active").notNull().default(true),
    /**
     * Being prepared by its vendor and never shown: a draft is never listed (products_draft_not_listed).
     * Not a draft and not active is "unlisted". Kept apart from is_active so the triggers and indexes
     * that read the listed flag stay as they are.
     */
    draft: boolean("draft").notNull().default(false),
    /** Chosen by an admin to be shown first where the shop features products. */
    featured: boolean("featured").notNull().default(false),
    /**
     * Why an admin unlisted the product, shown to its vendor; set only while it is unlisted
     * (products_moderated_not_listed), and the vendor cannot list it again until an admin relists it.
     */
    moderationReason: text("moderation_reason"),
    discountPercentage: integer("discount_percentage").notNull().default(0),
    customizationAvailable: boolean("customization_available").notNull().default(false),
    /** Kept up to date by the catalog commands that write reviews. */
    ratingAverage: numeric("rating_average", { precision: 2, scale: 1 }).notNull().default("0"),
    ratingCount: integer("rating_count").notNull().default(0),
    searchVector: tsvector("search_vector").generatedAlwaysAs(productSearchDocument),
    ...timestamps,
  },
  (table) => [
    // Also the index of a vendor's products: its first column is the vendor.
    unique("products_vendor_sku_key").on(table.vendorId, table.sku),
    // A quick order names products by SKU alone, in any case.
    index("products_sku_lower_idx").on(sql`lower(${table.sku})`),
    // The vendor's own product list, most recently changed first, paged by (updated_at, id).
    index("products_vendor_updated_idx").on(table.vendorId, table.updatedAt.desc(), table.id.desc()),
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
    // /deals: listed products priced below their earlier price (about one in eight), deepest cut
    // first. Partial, so the first page reads a dozen entries instead of scanning the catalogue,
    // and the vendor last so the count of deals reads the index alone.
    index("products_deals_idx")
      .on(sql`(${discountFractionOf(table)}) desc`, table.createdAt.desc(), table.id.desc(), table.vendorId)
      .where(sql`${table.isActive} and ${table.originalPrice} > ${table.price}`),
    index("products_view_count_idx").on(table.viewCount.desc()),
    index("products_search_idx").using("gin", table.searchVector),
    index("products_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
    // The back office's and the vendor's product lists find a product by a part of its name or SKU:
    // without this the OR of the two turns every search into a scan of every product.
    index("products_sku_trgm_idx").using("gin", sql`${table.sku} gin_trgm_ops`),
    // The /products text filter matches inside descriptions too (ILIKE '%…%').
    index("products_description_trgm_idx").using("gin", sql`${table.description} gin_trgm_ops`),
    check("products_price_positive", sql`${table.price} > 0`),
    check("products_stock_not_negative", sql`${table.stockQuantity} >= 0`),
    check("products_moq_positive", sql`${table.moq} >= 1`),
    check(
      "products_original_price_above_price",
      sql`${table.originalPrice} IS NULL OR ${table.originalPrice} > ${table.price}`,
    ),
    check("products_draft_not_listed", sql`NOT (${table.draft} AND ${table.isActive})`),
    check("products_moderated_not_listed", sql`${table.moderationReason} IS NULL OR NOT ${table.isActive}`),
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
