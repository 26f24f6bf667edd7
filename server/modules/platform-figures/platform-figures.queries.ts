import { type FiguresRange, topListSize, trendMonthsEndingOn } from "#common/platform-figures";
import { openRfqStatuses } from "#common/rfq";
import type { PlatformFigures, PlatformRanked } from "#common/views/platform-figures";
import { type Db, queryRows } from "#db/client";
import {
  countries,
  productSalesTotals,
  products,
  profiles,
  rfqs,
  saleOrderDays,
  vendorApplications,
  vendorCountrySalesDays,
  vendorPayouts,
  vendorProductSalesDays,
  vendorSalesDays,
  vendors,
} from "#db/schema";
import type { PayoutStatus } from "#db/schema";
import { type SQL, sql } from "drizzle-orm";
import { settlementCurrency } from "../settings/settings.queries";

/** Payouts a vendor asked for that have not been paid yet (a failed or reversed one is not waiting). */
const waitingPayoutStatuses: readonly PayoutStatus[] = ["requested", "approved", "processing"];

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(startOf(day).getTime() + 86_400_000);
const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The products of all time whose sums in the period give a first fifth best (see topProducts). */
const leadingProducts = 100;
/** Past this many products that could reach the fifth best, the period's sales are summed whole. */
const maxCandidateProducts = 1_000;

type RankedRow = { id: string; name: string | null; revenue: string | number; count: string | number };

/**
 * The period's five best-selling products by GMV (units too), under their current name or, once gone,
 * the name they were sold under. A long period holds a row per product sold per day, tens of thousands
 * of products in a year, and summing them all is most of the dashboard's time; but no product sells
 * more in a period than in all time (`product_sales_totals`). So the period's sums of the all-time
 * leaders give a fifth best that the true fifth best is at least: only products whose all-time GMV
 * reaches it can be in the list, and only theirs are summed. When that bound is missing or lets
 * too many through (a short period, or one the leaders sold little in, which hold few rows anyway),
 * the period's rows are summed whole. Either way the list is the same.
 */
async function topProducts(
  db: Db,
  { currency, firstDay, lastDay }: { currency: string; firstDay: string; lastDay: string },
): Promise<RankedRow[]> {
  const s = vendorProductSalesDays;
  const t = productSalesTotals;
  const inPeriod = sql`${s.currency} = ${currency} and ${s.day} between ${firstDay} and ${lastDay}`;
  const [bound] = await queryRows<{ revenue: string | number; candidates: string | number }>(
    db,
    sql`with fifth as (
        select sum(${s.revenue})::bigint as revenue from ${s}
         where ${inPeriod} and ${s.productId} in (
           select ${t.productId} from ${t} where ${t.currency} = ${currency}
            order by ${t.revenue} desc nulls last, ${t.productId} limit ${leadingProducts})
         group by ${s.productId}
         order by revenue desc limit 1 offset ${topListSize - 1})
      select fifth.revenue,
        (select count(*) from (select 1 from ${t}
          where ${t.currency} = ${currency} and ${t.revenue} >= fifth.revenue
          order by ${t.revenue} desc nulls last limit ${maxCandidateProducts + 1}) c) as candidates
      from fifth`,
  );
  const candidates: SQL =
    bound && Number(bound.revenue) > 0 && Number(bound.candidates) <= maxCandidateProducts
      ? sql`and ${s.productId} in (select ${t.productId} from ${t}
              where ${t.currency} = ${currency} and ${t.revenue} >= ${bound.revenue})`
      : sql``;
  return queryRows<RankedRow>(
    db,
    sql`select top.product_id as id,
        coalesce(p.name, (select max(${s.productName}) from ${s}
                           where ${inPeriod} and ${s.productId} = top.product_id)) as name,
        top.revenue, top.count
      from (select ${s.productId} as product_id, sum(${s.revenue}) as revenue, sum(${s.units}) as count
              from ${s} where ${inPeriod} ${candidates}
             group by ${s.productId}
             order by revenue desc, ${s.productId} limit ${topListSize}) top
      left join ${products} p on p.id = top.product_id`,
  );
}

/**
 * The platform's figures for one period, read from the database in four statements (plus the
 * settlement currency, and the top products' bound): the counts, the top stores and countries (one
 * `union all`), the top products, and the six-month trend. Money is summed only in the settlement
 * currency. Everything comes from summaries kept by analytics in the order transactions (a row per
 * day, or per store or product and day), never from the orders themselves: GMV and the top lists
 * from the vendors' sales summaries, the order counts from the platform's orders with a sale per day
 * (`sale_order_days`, as `orders.status <> 'cancelled'` of an order paid or on account would count them).
 */
export async function platformFigures(
  db: Db,
  { range, now = new Date() }: { range: FiguresRange; now?: Date },
): Promise<PlatformFigures> {
  const currency = await settlementCurrency(db);
  const { firstDay, lastDay } = range;
  const from = startOf(firstDay);
  const until = dayAfter(lastDay);
  const months = trendMonthsEndingOn(lastDay);
  const trendFrom = `${months[0]}-01`;
  const trendUntilDay = new Date(Date.UTC(Number(lastDay.slice(0, 4)), Number(lastDay.slice(5, 7)), 1))
    .toISOString()
    .slice(0, 10);

  const [[counts], ranked, productRows, trendRows] = await Promise.all([
    queryRows<Record<string, number | string | null>>(
      db,
      sql`select
        (select coalesce(sum(${saleOrderDays.orders}), 0) from ${saleOrderDays}
          where ${saleOrderDays.currency} = ${currency}
            and ${saleOrderDays.day} between ${firstDay} and ${lastDay}) as orders,
        (select coalesce(sum(${vendorSalesDays.revenue}), 0) from ${vendorSalesDays}
          where ${vendorSalesDays.day} between ${firstDay} and ${lastDay}
            and ${vendorSalesDays.currency} = ${currency}) as gmv,
        (select count(*) from ${profiles}
          where ${profiles.role} = 'user' and ${profiles.createdAt} >= ${from} and ${profiles.createdAt} < ${until}) as new_buyers,
        (select count(*) from ${vendors}
          where ${vendors.createdAt} >= ${from} and ${vendors.createdAt} < ${until}) as new_vendors,
        (select count(*) from ${vendorApplications} where ${vendorApplications.status} = 'pending') as applications_waiting,
        (select count(*) from ${rfqs}
          where ${rfqs.status} in (${list(openRfqStatuses)}) and ${rfqs.expiresAt} > ${now}) as rfqs_open,
        (select count(*) from ${vendorPayouts}
          where ${vendorPayouts.status} in (${list(waitingPayoutStatuses)}) and ${vendorPayouts.currency} = ${currency}) as payouts_count,
        (select coalesce(sum(${vendorPayouts.amount}), 0) from ${vendorPayouts}
          where ${vendorPayouts.status} in (${list(waitingPayoutStatuses)}) and ${vendorPayouts.currency} = ${currency}) as payouts_amount`,
    ),
    queryRows<RankedRow & { kind: "vendor" | "country" }>(
      db,
      sql`(select 'vendor' as kind, top.vendor_id as id, v.business_name as name, top.revenue, top.count
           from (select s.vendor_id, sum(s.revenue) as revenue, sum(s.sales) as count
                   from ${vendorSalesDays} s
                  where s.day between ${firstDay} and ${lastDay} and s.currency = ${currency}
                  group by s.vendor_id
                 having sum(s.sales) > 0
                  order by revenue desc, s.vendor_id limit ${topListSize}) top
           join ${vendors} v on v.id = top.vendor_id)
        union all
        (select 'country', top.country, c.name, top.revenue, top.count
           from (select s.country, sum(s.revenue) as revenue, sum(s.sales) as count
                   from ${vendorCountrySalesDays} s
                  where s.day between ${firstDay} and ${lastDay} and s.currency = ${currency}
                  group by s.country
                  order by revenue desc, s.country limit ${topListSize}) top
           left join ${countries} c on c.code = top.country)`,
    ),
    topProducts(db, { currency, firstDay, lastDay }),
    queryRows<{ month: string; gmv: string | number | null; orders: string | number | null }>(
      db,
      sql`select coalesce(g.month, o.month) as month, g.gmv, o.orders
        from (select to_char(${vendorSalesDays.day}, 'YYYY-MM') as month, sum(${vendorSalesDays.revenue}) as gmv
                from ${vendorSalesDays}
               where ${vendorSalesDays.day} >= ${trendFrom} and ${vendorSalesDays.day} < ${trendUntilDay}
                 and ${vendorSalesDays.currency} = ${currency}
               group by 1) g
        full join (select to_char(${saleOrderDays.day}, 'YYYY-MM') as month, sum(${saleOrderDays.orders}) as orders
                     from ${saleOrderDays}
                    where ${saleOrderDays.currency} = ${currency}
                      and ${saleOrderDays.day} >= ${trendFrom} and ${saleOrderDays.day} < ${trendUntilDay}
                    group by 1) o on o.month = g.month`,
    ),
  ]);

  const figure = (name: string) => Number(counts?.[name] ?? 0);
  const gmv = figure("gmv");
  const orderCount = figure("orders");
  const rankedOf = (rows: RankedRow[]): PlatformRanked[] =>
    rows
      .map((row) => ({ id: row.id, name: row.name, revenue: Number(row.revenue), count: Number(row.count) }))
      .sort((a, b) => b.revenue - a.revenue || a.id.localeCompare(b.id));
  const byMonth = new Map(trendRows.map((row) => [row.month, row]));
  return {
    currency,
    firstDay,
    lastDay,
    readAt: now.toISOString(),
    gmv,
    orders: orderCount,
    averageOrderValue: orderCount === 0 ? null : Math.round(gmv / orderCount),
    newBuyers: figure("new_buyers"),
    newVendors: figure("new_vendors"),
    applicationsWaiting: figure("applications_waiting"),
    rfqsOpen: figure("rfqs_open"),
    payoutsPending: { count: figure("payouts_count"), amount: figure("payouts_amount") },
    topProducts: rankedOf(productRows),
    topVendors: rankedOf(ranked.filter((row) => row.kind === "vendor")),
    topCountries: rankedOf(ranked.filter((row) => row.kind === "country")),
    trend: months.map((month) => ({
      month,
      gmv: Number(byMonth.get(month)?.gmv ?? 0),
      orders: Number(byMonth.get(month)?.orders ?? 0),
    })),
  };
}
