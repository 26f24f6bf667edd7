import { utcDay } from "#common/vendor-insights";
import { defaultLocale } from "#common/format";
import type { AiAnalytics, CategoryForecast, DailyOrders } from "#common/views/admin-reports";
import { type Db, queryRows } from "#db/client";
import { categories, orders, products, vendorProductSalesDays } from "#db/schema";
import { sql } from "drizzle-orm";
import { backtestLinear, flagAnomalies, forecastLinear, trendingUp } from "./statistics";

const dayMs = 86_400_000;
/** The forecast is fitted on 90 days and looks 30 ahead; its backtest needs 30 more days before those. */
const fitDays = 90;
const horizon = 30;
const anomalyWindow = 28;
const anomalyThreshold = 3.5;
const anomalyDaysShown = 60;
const trendDays = 14;
const trendMinUnits = 5;
const trendingShown = 15;

/** "YYYY-MM-DD" of the day `days` before the UTC day of `now`. */
function dayBefore(now: Date, days: number): string {
  return utcDay(new Date(Date.parse(`${utcDay(now)}T00:00:00Z`) - days * dayMs));
}

/** The days from `first` to `last`, both included. */
function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${first}T00:00:00Z`); time <= Date.parse(`${last}T00:00:00Z`); time += dayMs)
    days.push(utcDay(new Date(time)));
  return days;
}

/**
 * Per category (as products are filed today), the daily sales in the storefront's currency of the
 * 120 whole days up to yesterday: the 30-day forecast from the last 90, and its backtest (fitted on
 * the 90 days before the last 30, compared with those 30).
 */
async function categoryForecasts(db: Db, { now, currency }: { now: Date; currency: string }) {
  const days = daysFrom(dayBefore(now, fitDays + horizon), dayBefore(now, 1));
  const rows = await queryRows<{
    category_id: string;
    name: string | null;
    day: string;
    revenue: string | number;
  }>(
    db,
    sql`select coalesce(${products.categoryId}, '') as category_id, max(${categories.name}) as name,
        to_char(${vendorProductSalesDays.day}, 'YYYY-MM-DD') as day, sum(${vendorProductSalesDays.revenue}) as revenue
      from ${vendorProductSalesDays}
        inner join ${products} on ${products.id} = ${vendorProductSalesDays.productId}
        left join ${categories} on ${categories.id} = ${products.categoryId}
      where ${vendorProductSalesDays.currency} = ${currency}
        and ${vendorProductSalesDays.day} between ${days[0]!} and ${days.at(-1)!}
      group by 1, 3`,
  );
  const index = new Map(days.map((day, position) => [day, position]));
  const series = new Map<string, { name: string; values: number[] }>();
  for (const row of rows) {
    const entry = series.get(row.category_id) ?? { name: row.name ?? "", values: days.map(() => 0) };
    entry.values[index.get(row.day)!] = Number(row.revenue);
    series.set(row.category_id, entry);
  }
  return [...series]
    .map(([categoryId, { name, values }]): CategoryForecast => {
      const fit = values.slice(-fitDays);
      const last30 = values.slice(-horizon).reduce((sum, value) => sum + value, 0);
      const next30 = forecastLinear(fit, horizon).reduce((sum, value) => sum + value, 0);
      return {
        categoryId,
        name,
        last30,
        next30: Math.round(next30),
        backtest: roundBacktest(backtestLinear(values, { fitDays, horizon })),
      };
    })
    .sort((a, b) => b.next30 - a.next30 || a.categoryId.localeCompare(b.categoryId));
}

function roundBacktest(result: ReturnType<typeof backtestLinear>): CategoryForecast["backtest"] {
  return {
    forecast: Math.round(result.forecast),
    actual: result.actual,
    maePerDay: Math.round(result.maePerDay),
    errorPercent: result.errorPercent,
  };
}

/**
 * Orders placed per UTC day (every order, whatever became of it) for the last 60 whole days, each
 * scored against the 28 days before it.
 */
async function dailyOrders(db: Db, { now }: { now: Date }): Promise<DailyOrders[]> {
  const days = daysFrom(dayBefore(now, anomalyDaysShown + anomalyWindow), dayBefore(now, 1));
  const rows = await queryRows<{ day: string; orders: number }>(
    db,
    sql`select to_char(${orders.createdAt} at time zone 'utc', 'YYYY-MM-DD') as day, count(*)::int as orders
      from ${orders}
      where ${orders.createdAt} >= ${`${days[0]!}T00:00:00Z`} and ${orders.createdAt} < ${`${utcDay(now)}T00:00:00Z`}
      group by 1`,
  );
  const counts = new Map(rows.map((row) => [row.day, row.orders]));
  const series = days.map((day) => counts.get(day) ?? 0);
  const flags = flagAnomalies(series, { window: anomalyWindow, threshold: anomalyThreshold });
  return days
    .map((day, position) => ({ day, orders: series[position]!, ...flags[position]! }))
    .slice(anomalyWindow)
    .reverse();
}

/** Units per product in the last 14 whole days and the 14 before, for the products that may be trending. */
async function trendingProducts(db: Db, { now }: { now: Date }) {
  const priorStart = dayBefore(now, 2 * trendDays);
  const recentStart = dayBefore(now, trendDays);
  const rows = await queryRows<{ product_id: string; name: string; recent: number; prior: number }>(
    db,
    sql`select ${vendorProductSalesDays.productId} as product_id, max(${vendorProductSalesDays.productName}) as name,
        coalesce(sum(${vendorProductSalesDays.units}) filter (where ${vendorProductSalesDays.day} >= ${recentStart}), 0)::int as recent,
        coalesce(sum(${vendorProductSalesDays.units}) filter (where ${vendorProductSalesDays.day} < ${recentStart}), 0)::int as prior
      from ${vendorProductSalesDays}
      where ${vendorProductSalesDays.day} between ${priorStart} and ${dayBefore(now, 1)}
      group by 1
      having coalesce(sum(${vendorProductSalesDays.units}) filter (where ${vendorProductSalesDays.day} >= ${recentStart}), 0) >= ${trendMinUnits}`,
  );
  return trendingUp(
    rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      recentUnits: row.recent,
      priorUnits: row.prior,
    })),
    { minUnits: trendMinUnits, limit: trendingShown },
  );
}

/** Everything /admin/ai-analytics shows, with the parameters the page names in its explanations. */
export async function aiAnalytics(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<AiAnalytics> {
  const currency = defaultLocale.currency;
  const forecasts = await categoryForecasts(db, { now, currency });
  const daily = await dailyOrders(db, { now });
  const trending = await trendingProducts(db, { now });
  return {
    currency,
    historyDays: fitDays + horizon,
    forecasts,
    dailyOrders: daily,
    anomalyWindow,
    anomalyThreshold,
    trending,
    trendDays,
    trendMinUnits,
  };
}
