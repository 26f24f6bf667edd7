import { sql } from "drizzle-orm";
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
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./identity";
import { countries } from "./reference";

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
    /** An admin approved the store's Trade Assurance application (the trade-assurance module decides). */
    tradeAssured: boolean("trade_assured").notNull().default(false),
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
    /** Set when an admin suspends the store (is_active false); cleared on reinstatement. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspensionReason: text("suspension_reason"),
    shippingPolicy: text("shipping_policy").notNull().default(""),
    returnPolicy: text("return_policy").notNull().default(""),
    /** Network name (instagram, facebook, x, tiktok, linkedin, website) to a full https URL. */
    socialLinks: jsonb("social_links").$type<Record<string, string>>().notNull().default({}),
    /** The reply time the vendor promises buyers, in hours. */
    responseTimeTargetHours: integer("response_time_target_hours"),
    ...timestamps,
  },
  (table) => [
    index("vendors_country_idx").on(table.countryCode),
    index("vendors_user_idx").on(table.userId),
    check("vendors_verification_level_range", sql`${table.verificationLevel} between 1 and 4`),
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
  (table) => [
    primaryKey({ columns: [table.vendorId, table.userId] }),
    // A user's followed stores, most recently followed first, paged by (created_at, vendor_id).
    index("store_follows_user_idx").on(table.userId, table.createdAt.desc(), table.vendorId.desc()),
  ],
);
