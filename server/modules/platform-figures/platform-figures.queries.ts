import { type FiguresRange, topListSize, trendMonthsEndingOn } from "#common/platform-figures";
import { openRfqStatuses } from "#common/rfq";
import type { PlatformFigures, PlatformRanked } from "#common/views/platform-figures";
import { type Db, queryRows } from "#db/client";
import {
  countries,
  orders,
  products,
  profiles,
  rfqs,
  vendorApplications,
  vendorCountrySalesDays,
  vendorPayouts,
  vendorProductSalesDays,
  vendorSalesDays,
  vendors,
} from "#db/schema";
import type { PayoutStatus } from "#db/schema";
import { sql } from "drizzle-orm";
import { salePaymentStatuses } from "../analytics/vendor-sales";
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

/**
 * Orders with a sale: paid or on account and not wholly cancelled (an order reads cancelled only when
 * every part is), so an order counts here exactly when the summaries hold a sale of it.
 */
const isSaleOrder = sql`${orders.paymentStatus} in (${list(salePaymentStatuses)}) and ${orders.status} <> 'cancelled'`;

/**
 * The platform's figures for one period, read from the database in three statements (plus the
 * settlement currency): the counts, the three top lists, and the six-month trend. Money is summed
 * only in the settlement currency; GMV and the top lists come from the vendors' sales summaries
 * (analytics, one row per vendor and day), the order counts from the orders themselves.
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
  const trendUntil = new Date(Date.UTC(Number(lastDay.slice(0, 4)), Number(lastDay.slice(5, 7)), 1));

  const [[counts], ranked, trendRows] = await Promise.all([
    queryRows<Record<string, number | string | null>>(
      db,
      sql`select
        (select count(*) from ${orders}
          where ${orders.createdAt} >= ${from} and ${orders.createdAt} < ${until}
            and ${orders.currency} = ${currency} and ${isSaleOrder}) as orders,
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
    queryRows<{
      kind: "product" | "vendor" | "country";
      id: string;
      name: string | null;
      revenue: string | number;
      count: string | number;
    }>(
      db,
      sql`(select 'product' as kind, s.product_id as id, coalesce(p.name, max(s.product_name)) as name,
                sum(s.revenue) as revenue, sum(s.units) as count
           from ${vendorProductSalesDays} s left join ${products} p on p.id = s.product_id
          where s.day between ${firstDay} and ${lastDay} and s.currency = ${currency}
          group by s.product_id, p.name
          order by revenue desc, s.product_id limit ${topListSize})
        union all
        (select 'vendor', s.vendor_id, v.business_name, sum(s.revenue), sum(s.sales)
           from ${vendorSalesDays} s join ${vendors} v on v.id = s.vendor_id
          where s.day between ${firstDay} and ${lastDay} and s.currency = ${currency}
          group by s.vendor_id, v.business_name
         having sum(s.sales) > 0
          order by sum(s.revenue) desc, s.vendor_id limit ${topListSize})
        union all
        (select 'country', s.country, c.name, sum(s.revenue), sum(s.sales)
           from ${vendorCountrySalesDays} s left join ${countries} c on c.code = s.country
          where s.day between ${firstDay} and ${lastDay} and s.currency = ${currency}
          group by s.country, c.name
          order by sum(s.revenue) desc, s.country limit ${topListSize})`,
    ),
    queryRows<{ month: string; gmv: string | number | null; orders: string | number | null }>(
      db,
      sql`select coalesce(g.month, o.month) as month, g.gmv, o.orders
        from (select to_char(${vendorSalesDays.day}, 'YYYY-MM') as month, sum(${vendorSalesDays.revenue}) as gmv
                from ${vendorSalesDays}
               where ${vendorSalesDays.day} >= ${trendFrom} and ${vendorSalesDays.day} < ${trendUntil.toISOString().slice(0, 10)}
                 and ${vendorSalesDays.currency} = ${currency}
               group by 1) g
        full join (select to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM') as month, count(*) as orders
                     from ${orders}
                    where ${orders.createdAt} >= ${startOf(trendFrom)} and ${orders.createdAt} < ${trendUntil}
                      and ${orders.currency} = ${currency} and ${isSaleOrder}
                    group by 1) o on o.month = g.month`,
    ),
  ]);

  const figure = (name: string) => Number(counts?.[name] ?? 0);
  const gmv = figure("gmv");
  const orderCount = figure("orders");
  const rankedOf = (kind: (typeof ranked)[number]["kind"]): PlatformRanked[] =>
    ranked
      .filter((row) => row.kind === kind)
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
    topProducts: rankedOf("product"),
    topVendors: rankedOf("vendor"),
    topCountries: rankedOf("country"),
    trend: months.map((month) => ({
      month,
      gmv: Number(byMonth.get(month)?.gmv ?? 0),
      orders: Number(byMonth.get(month)?.orders ?? 0),
    })),
  };
}
