import { registrationStatuses } from "../../common/market-days";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { categories, products } from "./catalog";
import { timestamps } from "./columns";
import { vendors } from "./vendors";

const statusList = sql.raw(registrationStatuses.map((status) => `'${status}'`).join(", "));

/**
 * A timed sales event. Its status (upcoming, active, past) is not stored: it follows from the dates.
 * It ends after it starts, registration closes no later than the start, and the vendor limit is a
 * positive number of places.
 */
export const marketDays = pgTable(
  "market_days",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    registrationDeadline: timestamp("registration_deadline", { withTimezone: true }).notNull(),
    vendorLimit: integer("vendor_limit").notNull(),
    featuredCategoryId: text("featured_category_id").references(() => categories.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (table) => [
    index("market_days_starts_idx").on(table.startsAt),
    index("market_days_ends_idx").on(table.endsAt),
    check("market_days_window", sql`${table.endsAt} > ${table.startsAt}`),
    check("market_days_deadline", sql`${table.registrationDeadline} <= ${table.startsAt}`),
    check("market_days_vendor_limit", sql`${table.vendorLimit} > 0`),
  ],
);

/**
 * A vendor's registration for a market day: one per vendor and day, pending until an admin approves
 * or rejects it, with the admin's optional notes. A market day with registrations cannot be deleted.
 */
export const marketDayVendors = pgTable(
  "market_day_vendors",
  {
    id: text("id").primaryKey(),
    marketDayId: text("market_day_id")
      .notNull()
      .references(() => marketDays.id, { onDelete: "restrict" }),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    status: text("status", { enum: registrationStatuses }).notNull().default("pending"),
    notes: text("notes"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique("market_day_vendors_day_vendor_key").on(table.marketDayId, table.vendorId),
    index("market_day_vendors_vendor_idx").on(table.vendorId, table.createdAt),
    index("market_day_vendors_status_idx").on(table.status, table.createdAt),
    check("market_day_vendors_status", sql`${table.status} in (${statusList})`),
  ],
);

/**
 * A product a registered vendor brings to a market day, at its event price (minor units of the
 * product's currency, above zero). The discount the vendor typed, if any, is kept to show it; the
 * price is what the event page shows.
 */
export const marketDayProducts = pgTable(
  "market_day_products",
  {
    marketDayId: text("market_day_id")
      .notNull()
      .references(() => marketDays.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    registrationId: text("registration_id")
      .notNull()
      .references(() => marketDayVendors.id, { onDelete: "cascade" }),
    eventPrice: bigint("event_price", { mode: "number" }).notNull(),
    discountPercentage: integer("discount_percentage"),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.marketDayId, table.productId] }),
    index("market_day_products_registration_idx").on(table.registrationId),
    index("market_day_products_product_idx").on(table.productId),
    index("market_day_products_price_idx").on(table.marketDayId, table.eventPrice, table.productId),
    index("market_day_products_newest_idx").on(table.marketDayId, table.createdAt, table.productId),
    check("market_day_products_price", sql`${table.eventPrice} > 0`),
    check(
      "market_day_products_discount",
      sql`${table.discountPercentage} is null or (${table.discountPercentage} between 1 and 99)`,
    ),
  ],
);
