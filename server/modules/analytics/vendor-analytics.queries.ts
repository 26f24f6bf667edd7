import { bucketsOf, type InsightPeriod, periodRange } from "#common/vendor-insights";
import type { TopProduct, VendorAnalytics } from "#common/views/vendor-insights";
import type { Db } from "#db/client";
import {
  countries,
  vendorCountrySalesDays,
  vendorDailyStats,
  vendorProductSalesDays,
  vendorSalesDays,
} from "#db/schema";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { vendorCurrency } from "./vendor-sales";

const topProductsShown = 10;

/**
 * The vendor's analytics for a period: sales per day, week or month (by the period's length), the
 * top products by revenue and by units, the views → add-to-cart → orders funnel (orders are sales:
 * paid, not cancelled sub-orders) and sales by the buyer's shipping country. Only sales count. All
 * read the vendor's sales summaries, a row per day (and product or country) of the period.
 */
export async function vendorAnalytics(
  db: Db,
  { vendorId, period, now = new Date() }: { vendorId: string; period: InsightPeriod; now?: Date },
): Promise<VendorAnalytics> {
  const range = periodRange(period, now);
  const currency = await vendorCurrency(db, { vendorId });
  const inPeriod = <
    T extends typeof vendorSalesDays | typeof vendorCountrySalesDays | typeof vendorProductSalesDays,
  >(
    table: T,
  ) =>
    and(
      eq(table.vendorId, vendorId),
      eq(table.currency, currency),
      gte(table.day, range.firstDay),
      lte(table.day, range.lastDay),
    );
  // The bucket is written into the statement (one of three words): as a parameter, the select and
  // the group by would hold two different parameters and PostgreSQL would refuse the grouping.
  const bucketStart = sql<string>`to_char(date_trunc(${sql.raw(`'${range.bucket}'`)}, ${vendorSalesDays.day}::timestamp), 'YYYY-MM-DD')`;
  const revenue = sql<number>`sum(${vendorProductSalesDays.revenue})`.mapWith(Number);
  const units = sql<number>`sum(${vendorProductSalesDays.units})`.mapWith(Number);
  const topProducts = (orderBy: typeof revenue) =>
    db
      .select({
        productId: vendorProductSalesDays.productId,
        name: sql<string>`max(${vendorProductSalesDays.productName})`,
        revenue,
        units,
      })
      .from(vendorProductSalesDays)
      .where(inPeriod(vendorProductSalesDays))
      .groupBy(vendorProductSalesDays.productId)
      .orderBy(desc(orderBy), vendorProductSalesDays.productId)
      .limit(topProductsShown);
  const byCountryTotals = db
    .select({
      country: vendorCountrySalesDays.country,
      revenue: sql<number>`sum(${vendorCountrySalesDays.revenue})`.as("revenue"),
      sales: sql<number>`sum(${vendorCountrySalesDays.sales})`.as("sales"),
    })
    .from(vendorCountrySalesDays)
    .where(inPeriod(vendorCountrySalesDays))
    .groupBy(vendorCountrySalesDays.country)
    .as("totals");
  const [overTime, topByRevenue, topByUnits, interest, byCountry] = await Promise.all([
    db
      .select({
        bucketStart,
        revenue: sql<number>`sum(${vendorSalesDays.revenue})`.mapWith(Number),
        sales: sql<number>`sum(${vendorSalesDays.sales})`.mapWith(Number),
      })
      .from(vendorSalesDays)
      .where(inPeriod(vendorSalesDays))
      .groupBy(bucketStart),
    topProducts(revenue),
    topProducts(units),
    db
      .select({
        views: sql<number>`coalesce(sum(${vendorDailyStats.views}), 0)`.mapWith(Number),
        addToCarts: sql<number>`coalesce(sum(${vendorDailyStats.addToCarts}), 0)`.mapWith(Number),
      })
      .from(vendorDailyStats)
      .where(and(eq(vendorDailyStats.vendorId, vendorId), gte(vendorDailyStats.day, range.firstDay))),
    db
      .select({
        countryCode: byCountryTotals.country,
        countryName: countries.name,
        revenue: sql<number>`${byCountryTotals.revenue}`.mapWith(Number),
        sales: sql<number>`${byCountryTotals.sales}`.mapWith(Number),
      })
      .from(byCountryTotals)
      .leftJoin(countries, eq(countries.code, byCountryTotals.country))
      .orderBy(desc(byCountryTotals.revenue), byCountryTotals.country),
  ]);
  const byBucket = new Map(overTime.map((row) => [row.bucketStart, row]));
  const salesOverTime = bucketsOf(range).map((start) => ({
    bucketStart: start,
    revenue: byBucket.get(start)?.revenue ?? 0,
    sales: byBucket.get(start)?.sales ?? 0,
  }));
  return {
    period,
    bucket: range.bucket,
    currency,
    salesOverTime,
    topByRevenue: topByRevenue satisfies TopProduct[],
    topByUnits: topByUnits satisfies TopProduct[],
    funnel: {
      views: interest[0]?.views ?? 0,
      addToCarts: interest[0]?.addToCarts ?? 0,
      orders: salesOverTime.reduce((sum, point) => sum + point.sales, 0),
    },
    byCountry,
  };
}
