import { type InsightPeriod, periodRange } from "#common/vendor-insights";
import type { OrderStatus } from "#common/views/orders";
import type { StockAlert, VendorDashboard } from "#common/views/vendor-insights";
import type { Db } from "#db/client";
import {
  conversations,
  messages,
  orderStatuses,
  vendorDailyStats,
  products,
  storeFollows,
  vendors,
  vendorSalesDays,
} from "#db/schema";
import { type AnyColumn, and, asc, between, count, eq, gte, lte, ne, type SQL, sql } from "drizzle-orm";
import { vendorCurrency } from "./vendor-sales";

/** Low stock is 1 to 50 units, out of stock 0: the thresholds of the storefront's stock badge. */
const lowStockMax = 50;
const stockAlertsShown = 5;

/**
 * The first listed products in the stock range, fewest units first, with how many there are: one
 * statement (the count rides on each row), as every statement costs PGlite a round of its own.
 */
async function stockAlerts(db: Db, vendorId: string, inRange: ReturnType<typeof between>) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      stockQuantity: products.stockQuantity,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), eq(products.isActive, true), inRange))
    .orderBy(asc(products.stockQuantity), asc(products.name))
    .limit(stockAlertsShown);
  return {
    count: rows[0]?.total ?? 0,
    products: rows.map(({ id, name, stockQuantity }) => ({ id, name, stockQuantity })) satisfies StockAlert[],
  };
}

/**
 * The vendor dashboard's figures for a period: sales, orders by status, what waits to ship, stock
 * alerts of listed products, unread buyer messages, followers, views and conversion.
 */
export async function vendorDashboard(
  db: Db,
  { vendorId, period, now = new Date() }: { vendorId: string; period: InsightPeriod; now?: Date },
): Promise<VendorDashboard> {
  const range = periodRange(period, now);
  const currency = await vendorCurrency(db, { vendorId });
  const inPeriod = and(gte(vendorSalesDays.day, range.firstDay), lte(vendorSalesDays.day, range.lastDay));
  const total = (column: SQL | AnyColumn, where?: SQL) =>
    sql<number>`coalesce(sum(${column})${where ? sql` filter (where ${where})` : sql``}, 0)`.mapWith(Number);
  const placed = sql.join(
    orderStatuses.map((status) => sql`${vendorSalesDays[status]}`),
    sql` + `,
  );
  const [days, lowStock, outOfStock, [store]] = await Promise.all([
    // Every day of the vendor's: the period's figures, and what waits to ship whenever placed.
    db
      .select({
        revenue: total(vendorSalesDays.revenue, and(inPeriod, eq(vendorSalesDays.currency, currency))),
        sales: total(vendorSalesDays.sales, and(inPeriod, eq(vendorSalesDays.currency, currency))),
        otherCurrency: total(placed, and(inPeriod, ne(vendorSalesDays.currency, currency))),
        ...(Object.fromEntries(
          orderStatuses.map((status) => [status, total(vendorSalesDays[status], inPeriod)]),
        ) as Record<OrderStatus, SQL<number>>),
        waitingPending: total(vendorSalesDays.pending),
        waitingProcessing: total(vendorSalesDays.processing),
      })
      .from(vendorSalesDays)
      .where(eq(vendorSalesDays.vendorId, vendorId)),
    stockAlerts(db, vendorId, between(products.stockQuantity, 1, lowStockMax)),
    stockAlerts(db, vendorId, between(products.stockQuantity, 0, 0)),
    // The store's counts and profile in one statement (each statement costs PGlite a round).
    db
      .select({
        productCount: sql<number>`(${db
          .select({ value: count() })
          .from(products)
          .where(eq(products.vendorId, vendorId))})`.mapWith(Number),
        unread: sql<number>`(${db
          .select({ value: count() })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(
            and(
              eq(conversations.vendorId, vendorId),
              eq(messages.senderId, conversations.buyerId),
              eq(messages.read, false),
            ),
          )})`.mapWith(Number),
        followers: sql<number>`(${db
          .select({ value: count() })
          .from(storeFollows)
          .where(eq(storeFollows.vendorId, vendorId))})`.mapWith(Number),
        views: sql<number>`(${db
          .select({ value: sql`coalesce(sum(${vendorDailyStats.views}), 0)` })
          .from(vendorDailyStats)
          .where(
            and(eq(vendorDailyStats.vendorId, vendorId), gte(vendorDailyStats.day, range.firstDay)),
          )})`.mapWith(Number),
        logoKey: vendors.logoKey,
        coverKey: vendors.coverKey,
        description: vendors.description,
      })
      .from(vendors)
      .where(eq(vendors.id, vendorId)),
  ]);
  const figures = days[0]!;
  const ordersByStatus = Object.fromEntries(
    orderStatuses.map((status) => [status, figures[status]]),
  ) as Record<OrderStatus, number>;
  const { revenue, sales: saleCount, otherCurrency } = figures;
  const viewCount = store?.views ?? 0;
  const profile = store;
  return {
    period,
    currency,
    revenue,
    sales: saleCount,
    otherCurrencySales: otherCurrency,
    ordersByStatus,
    waitingToShip: { pending: figures.waitingPending, processing: figures.waitingProcessing },
    productCount: store?.productCount ?? 0,
    lowStock,
    outOfStock,
    unreadMessages: store?.unread ?? 0,
    followers: store?.followers ?? 0,
    views: viewCount,
    conversionPercent: viewCount > 0 ? (saleCount / viewCount) * 100 : null,
    profileMissing: [
      ...(profile?.logoKey ? [] : ["logo" as const]),
      ...(profile?.coverKey ? [] : ["banner" as const]),
      ...(profile?.description.trim() ? [] : ["description" as const]),
    ],
  };
}
