import type { AbandonedCart, CohortRow, Insights, NoResultTerm } from "#common/views/admin-reports";
import { type Db, queryRows } from "#db/client";
import { cartItems, carts, orders, products, searchAnalytics, users } from "#db/schema";
import { salePaymentStatuses } from "#server/modules/analytics/vendor-sales";
import { sql } from "drizzle-orm";

const termsShown = 20;
const cartsShown = 10;
const cohortMonths = 12;

/** A purchase: an order paid or on account, not cancelled (the sale rule of the vendor figures, per order). */
const isPurchase = sql`${orders.paymentStatus} in (${sql.join(
  salePaymentStatuses.map((status) => sql`${status}`),
  sql`, `,
)}) and ${orders.status} <> 'cancelled'`;

/**
 * Search terms that found nothing in the last `windowDays` days, most searched first, from the
 * search log every search writes (search_analytics: one row per search, `successful` false when it
 * found no product); grouped by the normalised term, shown as last typed.
 */
async function noResultSearches(db: Db, { since }: { since: Date }) {
  const [terms, [counts]] = await Promise.all([
    queryRows<{ term: string; searches: number; clients: number; last: Date | string }>(
      db,
      sql`select (array_agg(${searchAnalytics.term} order by ${searchAnalytics.createdAt} desc))[1] as term,
          count(*)::int as searches, count(distinct ${searchAnalytics.clientKey})::int as clients,
          max(${searchAnalytics.createdAt}) as last
        from ${searchAnalytics}
        where ${searchAnalytics.createdAt} >= ${since.toISOString()} and not ${searchAnalytics.successful}
        group by ${searchAnalytics.normalizedTerm}
        order by count(*) desc, count(distinct ${searchAnalytics.clientKey}) desc, ${searchAnalytics.normalizedTerm}
        limit ${termsShown}`,
    ),
    queryRows<{ searches: number; failed: number }>(
      db,
      sql`select count(*)::int as searches, count(*) filter (where not ${searchAnalytics.successful})::int as failed
        from ${searchAnalytics} where ${searchAnalytics.createdAt} >= ${since.toISOString()}`,
    ),
  ]);
  return {
    terms: terms.map((row): NoResultTerm => ({
      term: row.term,
      searches: row.searches,
      clients: row.clients,
      lastSearchedAt: new Date(row.last).toISOString(),
    })),
    searches: counts?.searches ?? 0,
    failed: counts?.failed ?? 0,
  };
}

/**
 * Carts holding items (not saved for later) with no change to the cart or its items for more than
 * `hours`: an order empties its cart, so none of these was placed. Valued at today's list prices.
 */
async function abandonedCarts(db: Db, { before }: { before: Date }) {
  const rows = await queryRows<{
    cart_id: string;
    email: string | null;
    units: number;
    currency: string;
    value: string | number;
    last_activity: Date | string;
  }>(
    db,
    sql`select ${carts.id} as cart_id, ${users.email} as email, sum(${cartItems.quantity})::int as units,
        ${products.currency} as currency, sum(${cartItems.quantity}::bigint * ${products.price}) as value,
        greatest(${carts.updatedAt}, max(${cartItems.updatedAt})) as last_activity
      from ${carts}
        inner join ${cartItems} on ${cartItems.cartId} = ${carts.id} and not ${cartItems.savedForLater}
        inner join ${products} on ${products.id} = ${cartItems.productId}
        left join ${users} on ${users.id} = ${carts.userId}
      group by ${carts.id}, ${users.email}, ${products.currency}
      having greatest(${carts.updatedAt}, max(${cartItems.updatedAt})) < ${before.toISOString()}
      order by value desc, ${carts.id}`,
  );
  const cartIds = new Set(rows.map((row) => row.cart_id));
  const guestIds = new Set(rows.filter((row) => row.email === null).map((row) => row.cart_id));
  const values = new Map<string, number>();
  for (const row of rows) values.set(row.currency, (values.get(row.currency) ?? 0) + Number(row.value));
  return {
    carts: cartIds.size,
    guestCarts: guestIds.size,
    units: rows.reduce((sum, row) => sum + row.units, 0),
    values: [...values].map(([currency, amount]) => ({ currency, amount })),
    largest: rows.slice(0, cartsShown).map((row): AbandonedCart => ({
      cartId: row.cart_id,
      email: row.email,
      units: row.units,
      currency: row.currency,
      value: Number(row.value),
      lastActivityAt: new Date(row.last_activity).toISOString(),
    })),
  };
}

/** Buyers (lower-cased e-mail addresses) with a purchase, and of them those with two or more. */
async function repeatBuyers(db: Db) {
  const [row] = await queryRows<{ buyers: number; repeat: number }>(
    db,
    sql`select count(*)::int as buyers, count(*) filter (where purchases >= 2)::int as repeat
      from (select count(*) as purchases from ${orders} where ${isPurchase} group by lower(${orders.email})) as buyers`,
  );
  const buyers = row?.buyers ?? 0;
  const repeat = row?.repeat ?? 0;
  return { buyers, repeat, ratePercent: buyers === 0 ? null : (repeat / buyers) * 100 };
}

function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

/**
 * Monthly cohorts of the last 12 months by first purchase: each cohort's size, and the share of it
 * with a purchase in each later month (1 to 11 months after); months that have not ended are null.
 */
async function cohortRetention(db: Db, { now }: { now: Date }): Promise<CohortRow[]> {
  const thisMonth = now.toISOString().slice(0, 7);
  const firstCohort = monthIndex(thisMonth) - (cohortMonths - 1);
  const firstCohortMonth = `${Math.floor(firstCohort / 12)}-${String((firstCohort % 12) + 1).padStart(2, "0")}`;
  const rows = await queryRows<{ cohort: string; month: string; buyers: number }>(
    db,
    sql`with buyer_months as (
        select lower(${orders.email}) as buyer, to_char(${orders.createdAt} at time zone 'utc', 'YYYY-MM') as month
        from ${orders} where ${isPurchase} group by 1, 2
      ), firsts as (
        select buyer, min(month) as cohort from buyer_months group by buyer
      )
      select firsts.cohort, buyer_months.month, count(*)::int as buyers
      from buyer_months inner join firsts on firsts.buyer = buyer_months.buyer
      where firsts.cohort >= ${firstCohortMonth}
      group by 1, 2`,
  );
  const cohorts = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const months = cohorts.get(row.cohort) ?? new Map<number, number>();
    months.set(monthIndex(row.month) - monthIndex(row.cohort), row.buyers);
    cohorts.set(row.cohort, months);
  }
  const current = monthIndex(thisMonth);
  return [...cohorts.keys()].sort().map((cohort) => {
    const months = cohorts.get(cohort)!;
    const buyers = months.get(0) ?? 0;
    const retention = Array.from({ length: cohortMonths - 1 }, (_, index) => {
      const after = index + 1;
      // Only months that have ended: the current month's figure would still grow.
      if (monthIndex(cohort) + after >= current) return null;
      return buyers === 0 ? 0 : ((months.get(after) ?? 0) / buyers) * 100;
    });
    return { cohort, buyers, retention };
  });
}

/** Everything /admin/insights shows. */
export async function insights(
  db: Db,
  { windowDays, hours, now = new Date() }: { windowDays: number; hours: number; now?: Date },
): Promise<Insights> {
  const searches = await noResultSearches(db, { since: new Date(now.getTime() - windowDays * 86_400_000) });
  const abandoned = await abandonedCarts(db, { before: new Date(now.getTime() - hours * 3_600_000) });
  const repeat = await repeatBuyers(db);
  const cohorts = await cohortRetention(db, { now });
  return {
    windowDays,
    abandonedAfterHours: hours,
    noResultTerms: searches.terms,
    noResultSearches: searches.failed,
    searches: searches.searches,
    abandoned,
    repeatBuyers: repeat,
    cohorts,
    cohortMonths,
  };
}
