import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { users } from "./identity";
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

/**
 * A vendor's views and add-to-cart events per UTC day: the sums of its products' rows in
 * product_daily_stats, so a year of the vendor's figures reads 365 rows instead of a row per
 * product and day. Kept by a trigger on product_daily_stats (migration 0023), which every writer of
 * those rows goes through, seeds included. No foreign key to vendors: a store is suspended, never
 * deleted, and the key would make every count check the vendor row.
 */
export const vendorDailyStats = pgTable(
  "vendor_daily_stats",
  {
    vendorId: text("vendor_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    addToCarts: bigint("add_to_carts", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.vendorId, table.day] })],
);

/**
 * A vendor's sub-orders per UTC day of placement and order currency: how many are in each status
 * now, and how many of them are sales with what they came to (a sale is a sub-order not cancelled of
 * an order paid or on account; see server/modules/analytics/README.md). The orders module's
 * commands keep it in the transaction that places, pays, cancels or moves a sub-order, so the
 * dashboard and the sales chart read a row per day instead of the orders.
 */
export const vendorSalesDays = pgTable(
  "vendor_sales_days",
  {
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    pending: integer("pending").notNull().default(0),
    processing: integer("processing").notNull().default(0),
    shipped: integer("shipped").notNull().default(0),
    delivered: integer("delivered").notNull().default(0),
    cancelled: integer("cancelled").notNull().default(0),
    sales: integer("sales").notNull().default(0),
    revenue: bigint("revenue", { mode: "number" }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.day, table.currency] }),
    // The back office's reports read every vendor's rows of a range of days.
    index("vendor_sales_days_day_idx").on(table.day),
  ],
);

/**
 * A vendor's sales per UTC day, order currency and the buyer's shipping country ('' when the
 * address has none): the analytics page's sales by country. Only sales; a row whose sales all went
 * (cancelled) is removed.
 */
export const vendorCountrySalesDays = pgTable(
  "vendor_country_sales_days",
  {
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    country: text("country").notNull(),
    sales: integer("sales").notNull(),
    revenue: bigint("revenue", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.currency, table.day, table.country] }),
    index("vendor_country_sales_days_day_idx").on(table.day),
  ],
);

/**
 * A vendor's sold units and their line totals per UTC day, order currency, product and the name the
 * order items carry (the top products show the name the product was sold under). Only sales; a row
 * whose units all went (cancelled) is removed.
 */
export const vendorProductSalesDays = pgTable(
  "vendor_product_sales_days",
  {
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    // No foreign key: a product with sales cannot be deleted (its order items hold it), and a key
    // would make every product deletion search this table.
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    units: integer("units").notNull(),
    revenue: bigint("revenue", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.vendorId, table.currency, table.day, table.productId, table.productName],
    }),
    index("vendor_product_sales_days_day_idx").on(table.day),
    // The back office's top products read the sales of a few products over a range of days.
    index("vendor_product_sales_days_product_idx").on(table.currency, table.productId, table.day),
  ],
);

/**
 * A product's sales of all time per order currency: units and line totals, the sums of its rows in
 * vendor_product_sales_days (kept by the same commands, in the same transactions). A product's sales
 * in any period are at most these, so the back office's top products of a long period are found by
 * computing the period's sums of only the products whose all-time revenue could reach the fifth best
 * (decision 052). A row whose units all went (cancelled) is removed. No foreign key, as on the day rows.
 */
export const productSalesTotals = pgTable(
  "product_sales_totals",
  {
    productId: text("product_id").notNull(),
    currency: text("currency").notNull(),
    // The product's store, so that rebuilding a store's summaries finds its rows.
    vendorId: text("vendor_id").notNull(),
    units: integer("units").notNull(),
    revenue: bigint("revenue", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.currency] }),
    index("product_sales_totals_revenue_idx").on(table.currency, table.revenue.desc(), table.productId),
  ],
);

/**
 * The platform's orders with a sale (at least one part that is a sale: paid or on account, not
 * cancelled) per UTC day of the order's placement and order currency: the back office's order count
 * and trend read a few rows per day instead of the orders (decision 052). Kept by the sales-summary
 * commands in the transactions that place, pay, cancel or move orders; a row left at zero is removed.
 * A day's count is spread over 16 rows by a hash of the order's id (`shard`, analytics'
 * `saleOrderShard`), and readers sum them: with one row per day every order transaction of the platform would wait for the
 * commit of the one before it that wrote the same row.
 */
export const saleOrderDays = pgTable(
  "sale_order_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    shard: smallint("shard").notNull(),
    orders: integer("orders").notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.day, table.shard] })],
);

/**
 * A registered buyer's sales from a vendor in one currency: how many, what they came to, the last
 * one's placement and its shipping country. Recounted from the orders for the buyer and vendor
 * whenever one of their sales starts or ends; a buyer left with none has no row. Guest orders have
 * no account and no row; deleting the account removes its rows, as its orders become guest orders.
 */
export const vendorCustomerTotals = pgTable(
  "vendor_customer_totals",
  {
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    orderCount: integer("order_count").notNull(),
    totalSpent: bigint("total_spent", { mode: "number" }).notNull(),
    lastOrderAt: timestamp("last_order_at", { withTimezone: true }).notNull(),
    lastCountry: text("last_country"),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.userId, table.currency] }),
    index("vendor_customer_totals_spent_idx").on(
      table.vendorId,
      table.currency,
      table.totalSpent.desc(),
      table.lastOrderAt.desc(),
      table.userId,
    ),
    index("vendor_customer_totals_recent_idx").on(
      table.vendorId,
      table.currency,
      table.lastOrderAt.desc(),
      table.userId,
    ),
  ],
);
