import { corporateAccountStatuses } from "#common/corporate-account";
import { messages } from "#common/messages";
import {
  adminB2bCorporateAccountPath,
  adminProductEditPath,
  productPath,
  vendorStorePath,
} from "#common/paths";
import { closedRfqStatuses, type RfqStatus, rfqStatuses } from "#common/rfq";
import { adminRfqPath, buyerRfqPath, dashboardRfqsPath, vendorRfqPath } from "#common/rfq-paths";
import { adminVendorPath, vendorProductPath } from "#common/seller-paths";
import type { B2bActivity, B2bRanked, B2bScope, B2bStatistics } from "#common/views/rfq-back-office";
import type { Db } from "#db/client";
import {
  corporateAccounts,
  products,
  rfqMonthlyCounts,
  rfqProductCounts,
  rfqQuotes,
  rfqRecipients,
  rfqs,
  rfqVendorCounts,
  vendors,
} from "#db/schema";
import { AppError } from "#server/lib/errors";
import { descending } from "../catalog/product-cards";
import type { Actor } from "#server/modules/identity/actor";
import { and, type AnyColumn, count, desc, eq, isNotNull, lte, type SQL, sql } from "drizzle-orm";

/** Each top list and each kind of recent activity holds this many; the merged feed the newest ten. */
const topShown = 5;
const latestPerKind = 5;
const activitiesShown = 10;
const trendMonths = 6;

/**
 * The statistics of a scope are its owner's and the admins': the platform's for admins only, a
 * store's for its owner, a buyer's for that buyer. Anyone else is told "Access denied" (the spec's
 * answer for statistics, which names no RFQ and so confirms nothing).
 */
async function assertMayRead(db: Db, { actor, scope }: { actor: Actor | null; scope: B2bScope }) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  if (actor.role === "admin") return;
  const denied = () => new AppError("FORBIDDEN", { message: messages.rfqBackOffice.statisticsAccessDenied });
  if (scope.kind === "platform") throw denied();
  if (scope.kind === "buyer") {
    if (scope.buyerId !== actor.userId) throw denied();
    return;
  }
  const [store] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, scope.vendorId), eq(vendors.userId, actor.userId)));
  if (!store) throw denied();
}

/** The first day (UTC) of each of the last six months, oldest first, as "YYYY-MM". */
function trendMonthsUntil(now: Date): string[] {
  return Array.from({ length: trendMonths }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (trendMonths - 1 - index), 1));
    return month.toISOString().slice(0, 7);
  });
}

/**
 * The B2B statistics of one scope, read from the tables: totals, RFQs by (effective) status, open
 * (pending + processing) against completed (accepted), the conversion rate, the five products and
 * vendors with the most RFQs, the ten latest activities (the five latest RFQs, quotes and, on the
 * platform, corporate account applications, merged) and RFQs per month over six months. Every link
 * points into the reader's own area.
 */
export async function b2bStatistics(
  db: Db,
  { actor, scope, now = new Date() }: { actor: Actor | null; scope: B2bScope; now?: Date },
): Promise<B2bStatistics> {
  await assertMayRead(db, { actor, scope });
  const rfqHref = (rfqId: string) =>
    scope.kind === "platform"
      ? adminRfqPath(rfqId)
      : scope.kind === "vendor"
        ? vendorRfqPath(rfqId)
        : buyerRfqPath(dashboardRfqsPath, rfqId);

  // A store's RFQs are those addressed to it. Their sending time is copied onto the recipient row, so
  // the store's latest RFQs and its trend read its index (vendor, sent_at) instead of every RFQ.
  const rfqWhere: SQL | undefined =
    scope.kind === "platform"
      ? undefined
      : scope.kind === "buyer"
        ? eq(rfqs.buyerId, scope.buyerId)
        : sql`${rfqs.id} in (select ${rfqRecipients.rfqId} from ${rfqRecipients} where ${rfqRecipients.vendorId} = ${scope.vendorId})`;
  const quoteWhere: SQL | undefined =
    scope.kind === "platform"
      ? undefined
      : scope.kind === "vendor"
        ? eq(rfqQuotes.vendorId, scope.vendorId)
        : eq(rfqs.buyerId, scope.buyerId);

  const months = trendMonthsUntil(now);
  const [
    rfqCounts,
    [quoteTotal],
    corporateCounts,
    topProducts,
    topVendors,
    latestRfqs,
    latestQuotes,
    latestAccounts,
  ] = await Promise.all([
    scope.kind === "platform"
      ? platformRfqCounts(db, { months, now })
      : scopeRfqCounts(db, { rfqWhere, months, now }),
    // A buyer's quotes are counted on their RFQs; the platform's and a store's are kept per store.
    scope.kind === "buyer"
      ? db
          .select({ value: count() })
          .from(rfqQuotes)
          .innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId))
          .where(quoteWhere)
      : db
          .select({ value: sql<number>`coalesce(sum(${rfqVendorCounts.quotes}), 0)`.mapWith(Number) })
          .from(rfqVendorCounts)
          .where(scope.kind === "vendor" ? eq(rfqVendorCounts.vendorId, scope.vendorId) : undefined),
    scope.kind === "platform"
      ? db
          .select({ status: corporateAccounts.status, value: count() })
          .from(corporateAccounts)
          .groupBy(corporateAccounts.status)
      : Promise.resolve(null),
    scope.kind === "platform" ? platformTopProducts(db) : topProductsOf(db, rfqWhere),
    scope.kind === "platform"
      ? platformTopVendors(db)
      : scope.kind === "buyer"
        ? buyerTopVendors(db, { buyerId: scope.buyerId })
        : Promise.resolve([]),
    latestRfqsOf(db, { scope, rfqWhere }),
    latestQuotesOf(db, { scope, quoteWhere }),
    scope.kind === "platform"
      ? db
          .select({
            id: corporateAccounts.id,
            subject: corporateAccounts.companyName,
            at: corporateAccounts.createdAt,
          })
          .from(corporateAccounts)
          .orderBy(desc(corporateAccounts.createdAt), desc(corporateAccounts.id))
          .limit(latestPerKind)
      : Promise.resolve([]),
  ]);

  const { total, rfqsByStatus } = rfqCounts;
  const activities: B2bActivity[] = [
    ...latestRfqs.map((row) => ({
      kind: "rfq" as const,
      subject: row.subject,
      actor: row.actor,
      at: row.at,
      href: rfqHref(row.id),
    })),
    ...latestQuotes.map((row) => ({
      kind: "quote" as const,
      subject: row.subject,
      actor: row.actor,
      at: row.at,
      href: rfqHref(row.id),
    })),
    ...latestAccounts.map((row) => ({
      kind: "corporateAccount" as const,
      subject: row.subject,
      actor: row.subject,
      at: row.at,
      href: adminB2bCorporateAccountPath(row.id),
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, activitiesShown)
    .map((activity) => ({ ...activity, at: activity.at.toISOString() }));

  return {
    scope: scope.kind,
    totalRfqs: total,
    totalQuotes: quoteTotal?.value ?? 0,
    rfqsByStatus,
    openRfqs: rfqsByStatus.pending + rfqsByStatus.processing,
    completedRfqs: rfqsByStatus.accepted,
    conversionRate: total === 0 ? 0 : (rfqsByStatus.accepted / total) * 100,
    corporateAccountsByStatus: corporateCounts
      ? (Object.fromEntries(
          corporateAccountStatuses.map((status) => [
            status,
            corporateCounts.find((row) => row.status === status)?.value ?? 0,
          ]),
        ) as B2bStatistics["corporateAccountsByStatus"])
      : null,
    topProducts: topProducts.map(({ listed, vendorId, ...row }) => ({
      ...row,
      href: productHref(scope, { id: row.id, listed, vendorId }),
    })),
    topVendors: topVendors.map((row) => ({
      ...row,
      href: scope.kind === "platform" ? adminVendorPath(row.id) : vendorStorePath(row.id),
    })),
    activities,
    trend: months.map((month, index) => ({ month, rfqCount: rfqCounts.trend[index] ?? 0 })),
  };
}

interface RfqCounts {
  total: number;
  /** By the status each RFQ reads as at `now`. */
  rfqsByStatus: Record<RfqStatus, number>;
  /** RFQs sent in each of the trend's months, oldest first. */
  trend: number[];
}

/**
 * Open RFQs past their validity read as expired before the sweep writes it. Written out (not as
 * parameters) so the planner matches the partial index `rfqs_open_expiry_idx`, which holds exactly
 * the RFQs this condition keeps.
 */
const isOpen = sql`${rfqs.status} not in (${sql.raw(closedRfqStatuses.map((status) => `'${status}'`).join(", "))})`;

/**
 * "In the index-th trend month" on `column`: a sending time (compared with the months' first UTC
 * instants) or a summary's month (a date, compared with the months' first days). The last month has
 * no end: RFQs stamped later than `now` (only tests write them) count in it.
 */
function inTrendMonth(
  column: AnyColumn,
  { months, index, of }: { months: string[]; index: number; of: "instant" | "date" },
) {
  const start = (month: string) => (of === "date" ? `${month}-01` : new Date(`${month}-01T00:00:00Z`));
  const next = months[index + 1];
  return next
    ? sql`${column} >= ${start(months[index]!)} and ${column} < ${start(next)}`
    : sql`${column} >= ${start(months[index]!)}`;
}

/**
 * A store's or a buyer's counts in one pass over its RFQs: each effective status and each trend
 * month (an RFQ's recipients share its sending time, so a store's months are the RFQs' own).
 */
async function scopeRfqCounts(
  db: Db,
  { rfqWhere, months, now }: { rfqWhere: SQL | undefined; months: string[]; now: Date },
): Promise<RfqCounts> {
  const pastValidity = sql`${rfqs.expiresAt} <= ${now}`;
  const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const statusCounts = Object.fromEntries(
    rfqStatuses.map((status) => [
      status,
      status === "expired"
        ? countWhere(sql`${rfqs.status} = 'expired' or (${isOpen} and ${pastValidity})`)
        : closedRfqStatuses.includes(status)
          ? countWhere(sql`${rfqs.status} = ${status}`)
          : countWhere(sql`${rfqs.status} = ${status} and not ${pastValidity}`),
    ]),
  );
  const monthCounts = Object.fromEntries(
    months.map((_, index) => [
      `month${index}`,
      countWhere(inTrendMonth(rfqs.createdAt, { months, index, of: "instant" })),
    ]),
  );
  const [row] = await db
    .select({ total: count(), ...statusCounts, ...monthCounts })
    .from(rfqs)
    .where(rfqWhere);
  const figures = (row ?? {}) as Record<string, number | undefined>;
  return {
    total: figures.total ?? 0,
    rfqsByStatus: Object.fromEntries(rfqStatuses.map((status) => [status, figures[status] ?? 0])) as Record<
      RfqStatus,
      number
    >,
    trend: months.map((_, index) => figures[`month${index}`] ?? 0),
  };
}

/**
 * The platform's counts from its monthly summary (stored statuses), with the open RFQs past their
 * validity counted apart on their partial index and moved to expired. The summary's months are UTC
 * calendar months, as the trend's.
 */
async function platformRfqCounts(
  db: Db,
  { months, now }: { months: string[]; now: Date },
): Promise<RfqCounts> {
  const sumWhere = (condition: SQL) =>
    sql<number>`coalesce(sum(${rfqMonthlyCounts.rfqs}) filter (where ${condition}), 0)`.mapWith(Number);
  const [[stored], unswept] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${rfqMonthlyCounts.rfqs}), 0)`.mapWith(Number),
        ...Object.fromEntries(
          rfqStatuses.map((status) => [status, sumWhere(sql`${rfqMonthlyCounts.status} = ${status}`)]),
        ),
        ...Object.fromEntries(
          months.map((_, index) => [
            `month${index}`,
            sumWhere(inTrendMonth(rfqMonthlyCounts.month, { months, index, of: "date" })),
          ]),
        ),
      })
      .from(rfqMonthlyCounts),
    db
      .select({ status: rfqs.status, value: count() })
      .from(rfqs)
      .where(and(isOpen, lte(rfqs.expiresAt, now)))
      .groupBy(rfqs.status),
  ]);
  const figures = (stored ?? {}) as Record<string, number | undefined>;
  const rfqsByStatus = Object.fromEntries(
    rfqStatuses.map((status) => [status, figures[status] ?? 0]),
  ) as Record<RfqStatus, number>;
  for (const { status, value } of unswept) {
    rfqsByStatus[status] -= value;
    rfqsByStatus.expired += value;
  }
  return {
    total: figures.total ?? 0,
    rfqsByStatus,
    trend: months.map((_, index) => figures[`month${index}`] ?? 0),
  };
}

/**
 * The five latest RFQs of the scope with their buyer's company. The five are picked on the sending-time
 * index first and only they are joined: joining first made the database join every RFQ to sort them.
 */
function latestRfqsOf(db: Db, { scope, rfqWhere }: { scope: B2bScope; rfqWhere: SQL | undefined }) {
  const latest =
    scope.kind === "vendor"
      ? db
          .select({ id: rfqRecipients.rfqId, at: rfqRecipients.sentAt })
          .from(rfqRecipients)
          .where(eq(rfqRecipients.vendorId, scope.vendorId))
          .orderBy(descending(rfqRecipients.sentAt), descending(rfqRecipients.rfqId))
          .limit(latestPerKind)
          .as("latest")
      : db
          .select({ id: rfqs.id, at: rfqs.createdAt })
          .from(rfqs)
          .where(rfqWhere)
          .orderBy(descending(rfqs.createdAt), descending(rfqs.id))
          .limit(latestPerKind)
          .as("latest");
  return db
    .select({ id: latest.id, subject: rfqs.productName, actor: corporateAccounts.companyName, at: latest.at })
    .from(latest)
    .innerJoin(rfqs, eq(rfqs.id, latest.id))
    .innerJoin(corporateAccounts, eq(corporateAccounts.id, rfqs.corporateAccountId));
}

/** The five latest quotes of the scope with their store, picked before anything is joined to them. */
function latestQuotesOf(db: Db, { scope, quoteWhere }: { scope: B2bScope; quoteWhere: SQL | undefined }) {
  const quotes = db
    .select({ rfqId: rfqQuotes.rfqId, vendorId: rfqQuotes.vendorId, at: rfqQuotes.createdAt })
    .from(rfqQuotes)
    .$dynamic();
  const latest = (scope.kind === "buyer" ? quotes.innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId)) : quotes)
    .where(quoteWhere)
    .orderBy(descending(rfqQuotes.createdAt), descending(rfqQuotes.id))
    .limit(latestPerKind)
    .as("latest");
  return db
    .select({ id: latest.rfqId, subject: rfqs.productName, actor: vendors.businessName, at: latest.at })
    .from(latest)
    .innerJoin(rfqs, eq(rfqs.id, latest.rfqId))
    .innerJoin(vendors, eq(vendors.id, latest.vendorId));
}

/** A ranked product, with what decides where its name links to. */
type RankedProduct = Omit<B2bRanked, "href"> & { listed: boolean; vendorId: string };

/** Whether shoppers can open the product's page, and whose it is. */
const productListing = {
  listed: sql<boolean>`(${products.isActive} and ${vendors.isActive})`,
  vendorId: products.vendorId,
};

/**
 * A ranked product's link: its public page while shoppers can open it; otherwise its editor for an
 * admin or for the store that sells it, and no link for anyone else (the public page answers 404).
 */
function productHref(
  scope: B2bScope,
  product: { id: string; listed: boolean; vendorId: string },
): string | null {
  if (product.listed) return productPath(product.id);
  if (scope.kind === "platform") return adminProductEditPath(product.id);
  if (scope.kind === "vendor" && scope.vendorId === product.vendorId) return vendorProductPath(product.id);
  return null;
}

/**
 * The products asked about most, under their current names: counted on the RFQs' product index alone,
 * the names read for the five winners only.
 */
async function topProductsOf(db: Db, rfqWhere: SQL | undefined): Promise<RankedProduct[]> {
  const counted = db
    .select({ productId: sql<string>`${rfqs.productId}`.as("product_id"), rfqCount: count().as("rfq_count") })
    .from(rfqs)
    .where(and(rfqWhere, isNotNull(rfqs.productId)))
    .groupBy(rfqs.productId)
    .orderBy(desc(sql`rfq_count`), rfqs.productId)
    .limit(topShown)
    .as("counted");
  return db
    .select({ id: counted.productId, name: products.name, rfqCount: counted.rfqCount, ...productListing })
    .from(counted)
    .innerJoin(products, eq(products.id, counted.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .orderBy(desc(counted.rfqCount), counted.productId);
}

/** The stores one buyer addressed most RFQs to. */
async function buyerTopVendors(db: Db, { buyerId }: { buyerId: string }): Promise<Omit<B2bRanked, "href">[]> {
  const counted = db
    .select({ vendorId: rfqRecipients.vendorId, rfqCount: count().as("rfq_count") })
    .from(rfqRecipients)
    .innerJoin(rfqs, eq(rfqs.id, rfqRecipients.rfqId))
    .where(eq(rfqs.buyerId, buyerId))
    .groupBy(rfqRecipients.vendorId)
    .orderBy(desc(sql`rfq_count`), rfqRecipients.vendorId)
    .limit(topShown)
    .as("counted");
  return db
    .select({ id: counted.vendorId, name: vendors.businessName, rfqCount: counted.rfqCount })
    .from(counted)
    .innerJoin(vendors, eq(vendors.id, counted.vendorId))
    .orderBy(desc(counted.rfqCount), counted.vendorId);
}

/** The platform's most asked-about products, read off their kept counts' ranking index. */
function platformTopProducts(db: Db): Promise<RankedProduct[]> {
  return db
    .select({
      id: rfqProductCounts.productId,
      name: products.name,
      rfqCount: rfqProductCounts.rfqs,
      ...productListing,
    })
    .from(rfqProductCounts)
    .innerJoin(products, eq(products.id, rfqProductCounts.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .orderBy(descending(rfqProductCounts.rfqs), rfqProductCounts.productId)
    .limit(topShown);
}

/** The stores the most RFQs were addressed to on the platform, read off their kept counts' ranking index. */
function platformTopVendors(db: Db): Promise<Omit<B2bRanked, "href">[]> {
  return db
    .select({ id: rfqVendorCounts.vendorId, name: vendors.businessName, rfqCount: rfqVendorCounts.rfqs })
    .from(rfqVendorCounts)
    .innerJoin(vendors, eq(vendors.id, rfqVendorCounts.vendorId))
    .orderBy(descending(rfqVendorCounts.rfqs), rfqVendorCounts.vendorId)
    .limit(topShown);
}
