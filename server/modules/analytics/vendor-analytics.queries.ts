import { bucketsOf, type InsightPeriod, periodRange } from "#common/vendor-insights";
import type { TopProduct, VendorAnalytics } from "#common/views/vendor-insights";
import type { Db } from "#db/client";
import { countries, orderItems, orders, productDailyStats, subOrders } from "#db/schema";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { isSale, placedInRange, vendorCurrency } from "./vendor-sales";

const topProductsShown = 10;

/**
 * The vendor's analytics for a period: sales per day, week or month (by the period's length), the
 * top products by revenue and by units, the views → add-to-cart → orders funnel (orders are sales:
 * paid, not cancelled sub-orders) and sales by the buyer's shipping country. Only sales count.
 */
export async function vendorAnalytics(
  db: Db,
  { vendorId, period, now = new Date() }: { vendorId: string; period: InsightPeriod; now?: Date },
): Promise<VendorAnalytics> {
  const range = periodRange(period, now);
  const currency = await vendorCurrency(db, { vendorId });
  const sales = and(placedInRange(vendorId, range), isSale(currency));
  // The bucket is written into the statement (one of three words): as a parameter, the select and
  // the group by would hold two different parameters and PostgreSQL would refuse the grouping.
  const bucketStart = sql<string>`to_char(date_trunc(${sql.raw(`'${range.bucket}'`)}, ${subOrders.createdAt} at time zone 'utc'), 'YYYY-MM-DD')`;
  const revenue = sql<number>`coalesce(sum(${orderItems.total}), 0)`.mapWith(Number);
  const units = sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number);
  const country = sql<string>`coalesce(${orders.shippingAddress} ->> 'country', '')`;
  const topProducts = (orderBy: typeof revenue) =>
    db
      .select({
        productId: orderItems.productId,
        name: sql<string>`max(${orderItems.productName})`,
        revenue,
        units,
      })
      .from(subOrders)
      .innerJoin(orders, eq(orders.id, subOrders.orderId))
      .innerJoin(orderItems, eq(orderItems.subOrderId, subOrders.id))
      .where(sales)
      .groupBy(orderItems.productId)
      .orderBy(desc(orderBy), orderItems.productId)
      .limit(topProductsShown);
  const [overTime, topByRevenue, topByUnits, interest, byCountry] = await Promise.all([
    db
      .select({
        bucketStart,
        revenue: sql<number>`sum(${subOrders.subtotal})`.mapWith(Number),
        sales: sql<number>`count(*)`.mapWith(Number),
      })
      .from(subOrders)
      .innerJoin(orders, eq(orders.id, subOrders.orderId))
      .where(sales)
      .groupBy(bucketStart),
    topProducts(revenue),
    topProducts(units),
    db
      .select({
        views: sql<number>`coalesce(sum(${productDailyStats.views}), 0)`.mapWith(Number),
        addToCarts: sql<number>`coalesce(sum(${productDailyStats.addToCarts}), 0)`.mapWith(Number),
      })
      .from(productDailyStats)
      .where(and(eq(productDailyStats.vendorId, vendorId), gte(productDailyStats.day, range.firstDay))),
    db
      .select({
        countryCode: country,
        countryName: sql<string | null>`max(${countries.name})`,
        revenue: sql<number>`sum(${subOrders.subtotal})`.mapWith(Number),
        sales: sql<number>`count(*)`.mapWith(Number),
      })
      .from(subOrders)
      .innerJoin(orders, eq(orders.id, subOrders.orderId))
      .leftJoin(countries, sql`${countries.code} = ${country}`)
      .where(sales)
      .groupBy(country)
      .orderBy(desc(sql`sum(${subOrders.subtotal})`), country),
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
