import { reportBuckets, type ReportQuery } from "#common/admin-reports";
import { defaultLocale } from "#common/format";
import type {
  CategorySalesRow,
  NamedSalesRow,
  PaymentMethodRow,
  PeriodSalesRow,
  SalesReports,
} from "#common/views/admin-reports";
import type { Db } from "#db/client";
import {
  categories,
  countries,
  orders,
  products,
  vendorCountrySalesDays,
  vendorProductSalesDays,
  vendorSalesDays,
  vendors,
} from "#db/schema";
import { type AnyColumn, and, asc, desc, eq, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
import { salePaymentStatuses } from "#server/modules/analytics/vendor-sales";

function inRange(
  table: typeof vendorSalesDays | typeof vendorCountrySalesDays | typeof vendorProductSalesDays,
  query: ReportQuery,
) {
  return and(gte(table.day, query.from), lte(table.day, query.to));
}

const summed = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * Sales per day, week (Monday first) or month of the range and currency, every bucket listed (an
 * empty one as zero in each currency that sold, or the storefront's when none did). Reads the
 * vendors' daily summaries (decision 026): a row per vendor and day, never the orders.
 */
export async function salesByPeriod(db: Db, { query }: { query: ReportQuery }): Promise<PeriodSalesRow[]> {
  // The grouping is one of three words written into the statement: as a parameter, the select and the
  // group by would hold two parameters and PostgreSQL would refuse the grouping.
  const bucket = sql<string>`to_char(date_trunc(${sql.raw(`'${query.group}'`)}, ${vendorSalesDays.day}::timestamp), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      bucketStart: bucket,
      currency: vendorSalesDays.currency,
      sales: summed(vendorSalesDays.sales),
      revenue: summed(vendorSalesDays.revenue),
    })
    .from(vendorSalesDays)
    .where(inRange(vendorSalesDays, query))
    .groupBy(bucket, vendorSalesDays.currency)
    .having(sql`sum(${vendorSalesDays.sales}) > 0`);
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  if (currencies.length === 0) currencies.push(defaultLocale.currency);
  const found = new Map(rows.map((row) => [`${row.bucketStart}|${row.currency}`, row]));
  return reportBuckets(query).flatMap((bucketStart) =>
    currencies.map((currency) => ({
      bucketStart,
      currency,
      sales: found.get(`${bucketStart}|${currency}`)?.sales ?? 0,
      revenue: found.get(`${bucketStart}|${currency}`)?.revenue ?? 0,
    })),
  );
}

/** Each vendor's sales in the range, highest revenue first. */
export async function salesByVendor(db: Db, { query }: { query: ReportQuery }): Promise<NamedSalesRow[]> {
  const totals = db
    .select({
      vendorId: vendorSalesDays.vendorId,
      currency: vendorSalesDays.currency,
      sales: sql<number>`sum(${vendorSalesDays.sales})`.as("sales"),
      revenue: sql<number>`sum(${vendorSalesDays.revenue})`.as("revenue"),
    })
    .from(vendorSalesDays)
    .where(inRange(vendorSalesDays, query))
    .groupBy(vendorSalesDays.vendorId, vendorSalesDays.currency)
    .as("totals");
  return db
    .select({
      key: totals.vendorId,
      name: vendors.businessName,
      currency: totals.currency,
      sales: sql<number>`${totals.sales}`.mapWith(Number),
      revenue: sql<number>`${totals.revenue}`.mapWith(Number),
    })
    .from(totals)
    .innerJoin(vendors, eq(vendors.id, totals.vendorId))
    .where(sql`${totals.sales} > 0`)
    .orderBy(asc(totals.currency), desc(totals.revenue), asc(vendors.businessName));
}

/**
 * Each category's sold units and line totals in the range, by the category the product is in now
 * (a product moved to another category takes its history with it); products with no category as
 * one row with an empty key.
 */
export async function salesByCategory(
  db: Db,
  { query }: { query: ReportQuery },
): Promise<CategorySalesRow[]> {
  const totals = db
    .select({
      categoryId: sql<string>`coalesce(${products.categoryId}, '')`.as("category_id"),
      currency: vendorProductSalesDays.currency,
      units: sql<number>`sum(${vendorProductSalesDays.units})`.as("units"),
      revenue: sql<number>`sum(${vendorProductSalesDays.revenue})`.as("revenue"),
    })
    .from(vendorProductSalesDays)
    .innerJoin(products, eq(products.id, vendorProductSalesDays.productId))
    .where(inRange(vendorProductSalesDays, query))
    .groupBy(products.categoryId, vendorProductSalesDays.currency)
    .as("totals");
  const rows = await db
    .select({
      key: totals.categoryId,
      name: sql<string>`coalesce(${categories.name}, '')`,
      currency: totals.currency,
      units: sql<number>`${totals.units}`.mapWith(Number),
      revenue: sql<number>`${totals.revenue}`.mapWith(Number),
    })
    .from(totals)
    .leftJoin(categories, eq(categories.id, totals.categoryId))
    .orderBy(asc(totals.currency), desc(totals.revenue), asc(totals.categoryId));
  return rows;
}

/** Sales in the range by the buyer's shipping country (an address without one as an empty key). */
export async function salesByCountry(db: Db, { query }: { query: ReportQuery }): Promise<NamedSalesRow[]> {
  const totals = db
    .select({
      country: vendorCountrySalesDays.country,
      currency: vendorCountrySalesDays.currency,
      sales: sql<number>`sum(${vendorCountrySalesDays.sales})`.as("sales"),
      revenue: sql<number>`sum(${vendorCountrySalesDays.revenue})`.as("revenue"),
    })
    .from(vendorCountrySalesDays)
    .where(inRange(vendorCountrySalesDays, query))
    .groupBy(vendorCountrySalesDays.country, vendorCountrySalesDays.currency)
    .as("totals");
  return db
    .select({
      key: totals.country,
      name: sql<string>`coalesce(${countries.name}, ${totals.country})`,
      currency: totals.currency,
      sales: sql<number>`${totals.sales}`.mapWith(Number),
      revenue: sql<number>`${totals.revenue}`.mapWith(Number),
    })
    .from(totals)
    .leftJoin(countries, eq(countries.code, totals.country))
    .orderBy(asc(totals.currency), desc(totals.revenue), asc(totals.country));
}

/**
 * Orders placed in the range by payment method and currency: all of them, and those paid or on
 * account (not cancelled) with what they came to (the order's total: goods, shipping and tax).
 * Reads the orders of the range through orders_created_idx.
 */
export async function paymentsByMethod(
  db: Db,
  { query }: { query: ReportQuery },
): Promise<PaymentMethodRow[]> {
  const isPaid = and(inArray(orders.paymentStatus, [...salePaymentStatuses]), ne(orders.status, "cancelled"));
  return db
    .select({
      method: orders.paymentMethod,
      currency: orders.currency,
      orders: sql<number>`count(*)`.mapWith(Number),
      paidOrders: sql<number>`count(*) filter (where ${isPaid})`.mapWith(Number),
      paidAmount: sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${isPaid}), 0)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)),
        lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)),
      ),
    )
    .groupBy(orders.paymentMethod, orders.currency)
    .orderBy(asc(orders.currency), desc(sql`count(*)`), asc(orders.paymentMethod));
}

/** Every table of /admin/reports for one range. */
export async function salesReports(db: Db, { query }: { query: ReportQuery }): Promise<SalesReports> {
  // One after another: PGlite has a single connection, and on PostgreSQL these are a few ms each.
  const period = await salesByPeriod(db, { query });
  const vendorRows = await salesByVendor(db, { query });
  const categoryRows = await salesByCategory(db, { query });
  const countryRows = await salesByCountry(db, { query });
  const payments = await paymentsByMethod(db, { query });
  return { query, period, vendors: vendorRows, categories: categoryRows, countries: countryRows, payments };
}
