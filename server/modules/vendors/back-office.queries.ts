import { maskPayoutMethod } from "#common/payout-method-mask";
import type {
  BackOfficeApplication,
  BackOfficeStore,
  BackOfficeVendorDetail,
  BackOfficeVendorFilters,
  BackOfficeVendorPage,
  BackOfficeVendorRow,
} from "#common/views/admin-vendors";
import type { OrderStatus } from "#common/views/orders";
import { type Db, queryRows } from "#db/client";
import {
  categories,
  countries,
  orders,
  products,
  storeFollows,
  subOrders,
  users,
  vendorApplicationDocuments,
  vendorApplications,
  vendorPayoutMethods,
  vendors,
} from "#db/schema";
import { and, asc, count, countDistinct, desc, eq, inArray, ne, sql, sum, type SQL } from "drizzle-orm";
import { containsPattern } from "../catalog/product-cards";
import { statsColumns, vendorProductStats } from "../catalog/vendor-stats";

export const backOfficeVendorPageSize = 20;
/** How many of a store's newest products its back-office page lists. */
const latestProductCount = 5;

/**
 * Applicants and stores as one list: applications still to decide or rejected, and every store
 * (active or suspended); an approved application is its store. Pending applications come first
 * (newest submission first), then the rest newest first.
 */
const backOfficeRows = sql`(
  select 'application' as kind, a.id, a.business_name, a.business_email, u.email as account_email,
         a.country_code, a.status::text as status, false as verified,
         coalesce(a.submitted_at, a.created_at) as since
    from ${vendorApplications} a join ${users} u on u.id = a.user_id
   where a.status in ('pending', 'rejected')
  union all
  select 'vendor', v.id, v.business_name, v.business_email, u.email,
         v.country_code, case when v.is_active then 'active' else 'suspended' end, v.verified, v.created_at
    from ${vendors} v left join ${users} u on u.id = v.user_id
) as listed`;

function backOfficeConditions(filters: BackOfficeVendorFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.status) conditions.push(sql`listed.status = ${filters.status}`);
  if (filters.country) conditions.push(sql`listed.country_code = ${filters.country}`);
  if (filters.verified !== undefined) conditions.push(sql`listed.verified = ${filters.verified}`);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      sql`(listed.business_name ilike ${pattern} or listed.business_email ilike ${pattern} or listed.account_email ilike ${pattern})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** `/admin/vendors`: one page of applicants and stores, with the exact number that match. */
export async function listBackOfficeVendors(
  db: Db,
  { page, ...filters }: BackOfficeVendorFilters & { page: number },
): Promise<BackOfficeVendorPage> {
  const where = backOfficeConditions(filters);
  const [rows, [total]] = await Promise.all([
    queryRows<{
      kind: BackOfficeVendorRow["kind"];
      id: string;
      business_name: string;
      business_email: string;
      account_email: string | null;
      country_name: string | null;
      status: BackOfficeVendorRow["status"];
      verified: boolean;
      since: Date | string;
    }>(
      db,
      sql`select listed.*, c.name as country_name
            from ${backOfficeRows} left join ${countries} c on c.code = listed.country_code
           where ${where}
           order by (listed.status = 'pending') desc, listed.since desc, listed.id desc
           limit ${backOfficeVendorPageSize} offset ${(page - 1) * backOfficeVendorPageSize}`,
    ),
    queryRows<{ total: number | string }>(
      db,
      sql`select count(*) as total from ${backOfficeRows} where ${where}`,
    ),
  ]);
  return {
    rows: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      businessName: row.business_name,
      businessEmail: row.business_email,
      accountEmail: row.account_email,
      countryName: row.country_name,
      status: row.status,
      verified: Boolean(row.verified),
      since: new Date(row.since).toISOString(),
    })),
    total: Number(total?.total ?? 0),
    page,
    pageSize: backOfficeVendorPageSize,
  };
}

/** The countries of applicants and stores, for the list's filter. */
export async function backOfficeVendorCountries(db: Db): Promise<{ code: string; name: string }[]> {
  return queryRows(
    db,
    sql`select distinct c.code, c.name from ${backOfficeRows} join ${countries} c on c.code = listed.country_code
         order by c.name`,
  );
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function applicationView(
  db: Db,
  application: typeof vendorApplications.$inferSelect,
): Promise<BackOfficeApplication> {
  const [[applicant], [country], categoryRows, documents, [decider]] = await Promise.all([
    db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, application.userId)),
    application.countryCode
      ? db.select({ name: countries.name }).from(countries).where(eq(countries.code, application.countryCode))
      : Promise.resolve([]),
    application.categoryIds.length
      ? db
          .select({ name: categories.name })
          .from(categories)
          .where(inArray(categories.id, application.categoryIds))
          .orderBy(asc(categories.name))
      : Promise.resolve([]),
    db
      .select({
        id: vendorApplicationDocuments.id,
        kind: vendorApplicationDocuments.kind,
        fileName: vendorApplicationDocuments.fileName,
        contentType: vendorApplicationDocuments.contentType,
        sizeBytes: vendorApplicationDocuments.sizeBytes,
      })
      .from(vendorApplicationDocuments)
      .where(eq(vendorApplicationDocuments.applicationId, application.id))
      .orderBy(asc(vendorApplicationDocuments.createdAt), asc(vendorApplicationDocuments.id)),
    application.decidedBy
      ? db.select({ email: users.email }).from(users).where(eq(users.id, application.decidedBy))
      : Promise.resolve([]),
  ]);
  return {
    id: application.id,
    status: application.status,
    applicantName: applicant?.name ?? null,
    applicantEmail: applicant?.email ?? "",
    businessName: application.businessName,
    registrationNumber: application.registrationNumber,
    businessType: application.businessType,
    countryName: country?.name ?? null,
    city: application.city,
    categoryNames: categoryRows.map((row) => row.name),
    description: application.description,
    businessEmail: application.businessEmail,
    businessPhone: application.businessPhone,
    logoKey: application.logoKey,
    bannerKey: application.bannerKey,
    payoutMethod: application.payoutMethod ? maskPayoutMethod(application.payoutMethod) : null,
    documents,
    submittedAt: iso(application.submittedAt),
    decidedAt: iso(application.decidedAt),
    decidedByEmail: decider?.email ?? null,
    rejectionReason: application.rejectionReason,
  };
}

async function storeView(db: Db, vendorId: string): Promise<BackOfficeStore | null> {
  const stats = vendorProductStats(db, { vendorId });
  const [[store], [productCounts], latestProducts, statusRows, revenueRows, [orderCount], [payout]] =
    await Promise.all([
      db
        .select({
          id: vendors.id,
          businessName: vendors.businessName,
          businessEmail: vendors.businessEmail,
          countryName: countries.name,
          city: vendors.city,
          isActive: vendors.isActive,
          verified: vendors.verified,
          suspendedAt: vendors.suspendedAt,
          suspensionReason: vendors.suspensionReason,
          createdAt: vendors.createdAt,
          ...statsColumns(stats),
          followerCount: db.$count(storeFollows, eq(storeFollows.vendorId, vendors.id)),
        })
        .from(vendors)
        .leftJoin(countries, eq(countries.code, vendors.countryCode))
        .leftJoin(stats, eq(stats.vendorId, vendors.id))
        .where(eq(vendors.id, vendorId)),
      db
        .select({
          all: count(),
          listed: sql<number>`count(*) filter (where ${products.isActive})`.mapWith(Number),
        })
        .from(products)
        .where(eq(products.vendorId, vendorId)),
      db
        .select({
          id: products.id,
          name: products.name,
          isActive: products.isActive,
          price: products.price,
          currency: products.currency,
        })
        .from(products)
        .where(eq(products.vendorId, vendorId))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(latestProductCount),
      db
        .select({ status: subOrders.status, count: count() })
        .from(subOrders)
        .where(eq(subOrders.vendorId, vendorId))
        .groupBy(subOrders.status)
        .orderBy(asc(subOrders.status)),
      db
        .select({ currency: orders.currency, amount: sum(subOrders.subtotal).mapWith(Number) })
        .from(subOrders)
        .innerJoin(orders, eq(orders.id, subOrders.orderId))
        .where(and(eq(subOrders.vendorId, vendorId), ne(subOrders.status, "cancelled")))
        .groupBy(orders.currency)
        .orderBy(asc(orders.currency)),
      db
        .select({ value: countDistinct(subOrders.orderId) })
        .from(subOrders)
        .where(eq(subOrders.vendorId, vendorId)),
      db
        .select({ method: vendorPayoutMethods.method })
        .from(vendorPayoutMethods)
        .where(eq(vendorPayoutMethods.vendorId, vendorId)),
    ]);
  if (!store) return null;
  return {
    id: store.id,
    businessName: store.businessName,
    businessEmail: store.businessEmail,
    countryName: store.countryName,
    city: store.city,
    isActive: store.isActive,
    verified: store.verified,
    suspendedAt: iso(store.suspendedAt),
    suspensionReason: store.suspensionReason,
    openedAt: store.createdAt.toISOString(),
    productCount: productCounts?.all ?? 0,
    listedProductCount: productCounts?.listed ?? 0,
    latestProducts,
    subOrdersByStatus: statusRows.map((row) => ({ status: row.status as OrderStatus, count: row.count })),
    revenue: revenueRows,
    orderCount: orderCount?.value ?? 0,
    rating: store.rating,
    ratingCount: store.ratingCount,
    followerCount: store.followerCount,
    payoutMethod: payout ? maskPayoutMethod(payout.method) : null,
  };
}

/**
 * `/admin/vendors/:id` takes an application id or a store id. An application shows with its store
 * once approved; a store shows with the application it came from, if any (the seeded stores have
 * none). Null when the id is neither.
 */
export async function backOfficeVendorDetail(
  db: Db,
  { id }: { id: string },
): Promise<BackOfficeVendorDetail | null> {
  const [byId] = await db.select().from(vendorApplications).where(eq(vendorApplications.id, id));
  const [application] = byId
    ? [byId]
    : await db
        .select()
        .from(vendorApplications)
        .where(eq(vendorApplications.vendorId, id))
        .orderBy(desc(vendorApplications.decidedAt))
        .limit(1);
  const vendorId = byId ? byId.vendorId : id;
  const store = vendorId ? await storeView(db, vendorId) : null;
  if (!application && !store) return null;
  return { application: application ? await applicationView(db, application) : null, store };
}
