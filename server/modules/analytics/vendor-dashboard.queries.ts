import { type InsightPeriod, periodRange } from "#common/vendor-insights";
import type { OrderStatus } from "#common/views/orders";
import type { StockAlert, VendorDashboard } from "#common/views/vendor-insights";
import type { Db } from "#db/client";
import {
  conversations,
  messages,
  orders,
  productDailyStats,
  products,
  storeFollows,
  subOrders,
  vendors,
} from "#db/schema";
import { and, asc, between, count, eq, gte, inArray, sql } from "drizzle-orm";
import { isSale, placedInRange, vendorCurrency } from "./vendor-sales";

/** Low stock is 1 to 50 units, out of stock 0: the thresholds of the storefront's stock badge. */
const lowStockMax = 50;
const stockAlertsShown = 5;

async function stockAlerts(db: Db, vendorId: string, inRange: ReturnType<typeof between>) {
  const where = and(eq(products.vendorId, vendorId), eq(products.isActive, true), inRange);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, stockQuantity: products.stockQuantity })
      .from(products)
      .where(where)
      .orderBy(asc(products.stockQuantity), asc(products.name))
      .limit(stockAlertsShown),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { count: total?.value ?? 0, products: rows satisfies StockAlert[] };
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
  const [sales, statusRows, waiting, productCount, lowStock, outOfStock, unread, followers, views, store] =
    await Promise.all([
      db
        .select({
          revenue:
            sql<number>`coalesce(sum(${subOrders.subtotal}) filter (where ${isSale(currency)}), 0)`.mapWith(
              Number,
            ),
          sales: sql<number>`count(*) filter (where ${isSale(currency)})`.mapWith(Number),
          otherCurrency: sql<number>`count(*) filter (where ${orders.currency} <> ${currency})`.mapWith(
            Number,
          ),
        })
        .from(subOrders)
        .innerJoin(orders, eq(orders.id, subOrders.orderId))
        .where(placedInRange(vendorId, range)),
      db
        .select({ status: subOrders.status, value: count() })
        .from(subOrders)
        .where(placedInRange(vendorId, range))
        .groupBy(subOrders.status),
      db
        .select({ status: subOrders.status, value: count() })
        .from(subOrders)
        .where(and(eq(subOrders.vendorId, vendorId), inArray(subOrders.status, ["pending", "processing"])))
        .groupBy(subOrders.status),
      db.select({ value: count() }).from(products).where(eq(products.vendorId, vendorId)),
      stockAlerts(db, vendorId, between(products.stockQuantity, 1, lowStockMax)),
      stockAlerts(db, vendorId, between(products.stockQuantity, 0, 0)),
      db
        .select({ value: count() })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            eq(conversations.vendorId, vendorId),
            eq(messages.senderId, conversations.buyerId),
            eq(messages.read, false),
          ),
        ),
      db.select({ value: count() }).from(storeFollows).where(eq(storeFollows.vendorId, vendorId)),
      db
        .select({ value: sql<number>`coalesce(sum(${productDailyStats.views}), 0)`.mapWith(Number) })
        .from(productDailyStats)
        .where(and(eq(productDailyStats.vendorId, vendorId), gte(productDailyStats.day, range.firstDay))),
      db
        .select({ logoKey: vendors.logoKey, coverKey: vendors.coverKey, description: vendors.description })
        .from(vendors)
        .where(eq(vendors.id, vendorId)),
    ]);
  const ordersByStatus: Record<OrderStatus, number> = {
    pending: 0,
    processing: 0,
    shipped: 0,
    delivered: 0,
    cancelled: 0,
  };
  for (const row of statusRows) ordersByStatus[row.status] = row.value;
  const waitingOf = (status: OrderStatus) => waiting.find((row) => row.status === status)?.value ?? 0;
  const { revenue, sales: saleCount, otherCurrency } = sales[0]!;
  const viewCount = views[0]?.value ?? 0;
  const profile = store[0];
  return {
    period,
    currency,
    revenue,
    sales: saleCount,
    otherCurrencySales: otherCurrency,
    ordersByStatus,
    waitingToShip: { pending: waitingOf("pending"), processing: waitingOf("processing") },
    productCount: productCount[0]?.value ?? 0,
    lowStock,
    outOfStock,
    unreadMessages: unread[0]?.value ?? 0,
    followers: followers[0]?.value ?? 0,
    views: viewCount,
    conversionPercent: viewCount > 0 ? (saleCount / viewCount) * 100 : null,
    profileMissing: [
      ...(profile?.logoKey ? [] : ["logo" as const]),
      ...(profile?.coverKey ? [] : ["banner" as const]),
      ...(profile?.description.trim() ? [] : ["description" as const]),
    ],
  };
}
