import { marketDayLimits, marketDayStatus, registrationOpen } from "#common/market-days";
import type { PageOf } from "#common/catalog";
import type {
  AdminRegistration,
  EventPage,
  EventProductFilters,
  MarketDaySummary,
  VendorOpenMarketDay,
  VendorRegistration,
} from "#common/views/market-days";
import type { RegistrationStatus } from "#common/market-days";
import type { Db } from "#db/client";
import {
  categories,
  marketDayProducts,
  marketDays,
  marketDayVendors,
  productImages,
  products,
  vendors,
} from "#db/schema";
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import { sharedRead } from "#server/lib/shared-read";
import { containsPattern } from "../catalog/product-cards";

/** Products shoppers see at a market day: of approved registrations, listed, of active vendors. */
function shownEventProducts(marketDayId: string): SQL {
  return and(
    eq(marketDayProducts.marketDayId, marketDayId),
    eq(marketDayVendors.status, "approved"),
    eq(products.isActive, true),
    eq(products.draft, false),
    eq(vendors.isActive, true),
  )!;
}

const summaryColumns = {
  id: marketDays.id,
  name: marketDays.name,
  description: marketDays.description,
  startsAt: marketDays.startsAt,
  endsAt: marketDays.endsAt,
  registrationDeadline: marketDays.registrationDeadline,
  vendorLimit: marketDays.vendorLimit,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  approvedVendors: sql<number>`(select count(*)::int from ${marketDayVendors}
    where ${marketDayVendors.marketDayId} = ${marketDays.id} and ${marketDayVendors.status} = 'approved')`,
  products: sql<number>`(select count(*)::int from ${marketDayProducts}
    join ${marketDayVendors} on ${marketDayVendors.id} = ${marketDayProducts.registrationId}
    where ${marketDayProducts.marketDayId} = ${marketDays.id} and ${marketDayVendors.status} = 'approved')`,
};

type SummaryRow = {
  id: string;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  registrationDeadline: Date;
  vendorLimit: number;
  categoryId: string | null;
  categorySlug: string | null;
  categoryName: string | null;
  approvedVendors: number;
  products: number;
};

function toSummary(row: SummaryRow, now: Date): MarketDaySummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    registrationDeadline: row.registrationDeadline.toISOString(),
    vendorLimit: row.vendorLimit,
    status: marketDayStatus(row, now),
    featuredCategory:
      row.categoryId && row.categorySlug && row.categoryName
        ? { id: row.categoryId, slug: row.categorySlug, name: row.categoryName }
        : null,
    approvedVendors: Number(row.approvedVendors),
    products: Number(row.products),
  };
}

function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(marketDays)
    .leftJoin(categories, eq(categories.id, marketDays.featuredCategoryId));
}

/**
 * /market-days: the market day running now (the first to have started, if several), the next five
 * to start, and a page of those that have ended, latest first.
 */
export async function publicMarketDays(
  db: Db,
  { now = new Date(), pastPage = 1 }: { now?: Date; pastPage?: number },
) {
  const size = marketDayLimits.pastPageSize;
  const [active, upcoming, past, [pastTotal]] = await Promise.all([
    summaries(db)
      .where(and(lte(marketDays.startsAt, now), gte(marketDays.endsAt, now)))
      .orderBy(asc(marketDays.startsAt), asc(marketDays.id))
      .limit(1),
    summaries(db)
      .where(gt(marketDays.startsAt, now))
      .orderBy(asc(marketDays.startsAt), asc(marketDays.id))
      .limit(marketDayLimits.upcoming),
    summaries(db)
      .where(lt(marketDays.endsAt, now))
      .orderBy(desc(marketDays.endsAt), desc(marketDays.id))
      .limit(size)
      .offset((pastPage - 1) * size),
    db.select({ value: count() }).from(marketDays).where(lt(marketDays.endsAt, now)),
  ]);
  return {
    now: now.toISOString(),
    active: active[0] ? toSummary(active[0], now) : null,
    upcoming: upcoming.map((row) => toSummary(row, now)),
    past: {
      rows: past.map((row) => toSummary(row, now)),
      total: pastTotal?.value ?? 0,
      page: pastPage,
      pageSize: size,
    } satisfies PageOf<MarketDaySummary>,
  };
}

/** One market day's summary, or null when there is none with that id. */
export async function marketDaySummary(
  db: Db,
  { marketDayId, now = new Date() }: { marketDayId: string; now?: Date },
) {
  const [row] = await summaries(db).where(eq(marketDays.id, marketDayId));
  return row ? toSummary(row, now) : null;
}

/** Each sort in the order of an index on the market day's products, so a page reads 24 rows, not all. */
function eventSort(sort: EventProductFilters["sort"]): SQL[] {
  switch (sort) {
    case "price-asc":
      return [asc(marketDayProducts.eventPrice), asc(marketDayProducts.productId)];
    case "price-desc":
      return [desc(marketDayProducts.eventPrice), desc(marketDayProducts.productId)];
    default:
      return [desc(marketDayProducts.createdAt), desc(marketDayProducts.productId)];
  }
}

/**
 * The market day's products joined one at a time by primary key, as a lateral subquery the planner
 * may not flatten (`offset 0`), under the name "products". Counting a day's products by category on
 * PostgreSQL otherwise chose to read all 100k products and hash them (80 ms) over 5,000 key lookups.
 */
const eachProduct = sql`lateral (select * from ${products} where ${products.id} = ${marketDayProducts.productId} offset 0) as "products"`;

/**
 * The shown products' count and categories of every market day not yet past, shared by the process
 * for 30 seconds (decision 037): counting 5,000 joined rows on every page load would be most of
 * the event page's time. The market-days commands forget it after they commit.
 */
const sharedEventFigures = sharedRead("market day figures", 30_000, async (db) => {
  const rows = await db
    .select({
      marketDayId: marketDayProducts.marketDayId,
      slug: categories.slug,
      name: categories.name,
      count: sql<number>`count(*)::int`,
    })
    .from(marketDayProducts)
    .innerJoin(marketDays, eq(marketDays.id, marketDayProducts.marketDayId))
    .innerJoin(marketDayVendors, eq(marketDayVendors.id, marketDayProducts.registrationId))
    .innerJoin(eachProduct, sql`true`)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        gte(marketDays.endsAt, sql`now()`),
        eq(marketDayVendors.status, "approved"),
        eq(products.isActive, true),
        eq(products.draft, false),
        eq(vendors.isActive, true),
      ),
    )
    .groupBy(marketDayProducts.marketDayId, categories.slug, categories.name)
    .orderBy(asc(categories.name));
  const byDay = new Map<string, EventFigures>();
  for (const row of rows) {
    const figures = byDay.get(row.marketDayId) ?? { total: 0, categories: [] };
    figures.total += Number(row.count);
    if (row.slug && row.name)
      figures.categories.push({ slug: row.slug, name: row.name, count: Number(row.count) });
    byDay.set(row.marketDayId, figures);
  }
  return byDay;
});

type EventFigures = { total: number; categories: EventPage["categories"] };

/** Forgets the shared event figures after a change commits: the next page counts again. */
export function forgetEventFigures(): void {
  sharedEventFigures.forget();
}

/** The shown products' count and categories of one market day, read directly. */
async function readEventFigures(db: Db, marketDayId: string): Promise<EventFigures> {
  const rows = await db
    .select({ slug: categories.slug, name: categories.name, count: sql<number>`count(*)::int` })
    .from(marketDayProducts)
    .innerJoin(marketDayVendors, eq(marketDayVendors.id, marketDayProducts.registrationId))
    .innerJoin(eachProduct, sql`true`)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(shownEventProducts(marketDayId))
    .groupBy(categories.slug, categories.name)
    .orderBy(asc(categories.name));
  return {
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    categories: rows.flatMap((row) =>
      row.slug && row.name ? [{ slug: row.slug, name: row.name, count: Number(row.count) }] : [],
    ),
  };
}

/**
 * /active-market/:marketId: the market day, its approved vendors, the categories of its products
 * and a page of its products at their event prices, filtered and sorted; null for an unknown id.
 */
export async function eventPage(
  db: Db,
  {
    marketDayId,
    filters,
    page = 1,
    now = new Date(),
  }: { marketDayId: string; filters: EventProductFilters; page?: number; now?: Date },
): Promise<EventPage | null> {
  const day = await marketDaySummary(db, { marketDayId, now });
  if (!day) return null;
  const size = marketDayLimits.eventPageSize;
  const shown = shownEventProducts(marketDayId);
  const conditions: SQL[] = [shown];
  if (filters.search) conditions.push(ilike(products.name, containsPattern(filters.search)));
  if (filters.category)
    conditions.push(
      sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${filters.category})`,
    );
  if (filters.minPrice !== undefined) conditions.push(gte(marketDayProducts.eventPrice, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(marketDayProducts.eventPrice, filters.maxPrice));
  if (filters.inStock) conditions.push(gt(products.stockQuantity, 0));
  const where = and(...conditions);
  const filtered =
    filters.search !== undefined ||
    filters.category !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.inStock === true;
  const figures =
    day.status === "past"
      ? readEventFigures(db, marketDayId)
      : sharedEventFigures
          .get(db)
          .then((byDay) => byDay.get(marketDayId) ?? readEventFigures(db, marketDayId));
  const [rows, vendorRows, { total: shownTotal, categories: categoryRows }, filteredTotal] =
    await Promise.all([
      db
        .select({
          productId: products.id,
          name: products.name,
          currency: products.currency,
          price: products.price,
          eventPrice: marketDayProducts.eventPrice,
          stockQuantity: products.stockQuantity,
          vendorId: vendors.id,
          businessName: vendors.businessName,
          imageKey: sql<string | null>`(select ${productImages.imageKey} from ${productImages}
          where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
          imageAlt: sql<string | null>`(select ${productImages.alt} from ${productImages}
          where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
        })
        .from(marketDayProducts)
        .innerJoin(marketDayVendors, eq(marketDayVendors.id, marketDayProducts.registrationId))
        .innerJoin(products, eq(products.id, marketDayProducts.productId))
        .innerJoin(vendors, eq(vendors.id, products.vendorId))
        .where(where)
        .orderBy(...eventSort(filters.sort))
        .limit(size)
        .offset((page - 1) * size),
      db
        .select({
          id: vendors.id,
          businessName: vendors.businessName,
          logoKey: vendors.logoKey,
          productCount: sql<number>`(select count(*)::int from ${marketDayProducts}
          where ${marketDayProducts.registrationId} = ${marketDayVendors.id})`,
        })
        .from(marketDayVendors)
        .innerJoin(vendors, eq(vendors.id, marketDayVendors.vendorId))
        .where(
          and(
            eq(marketDayVendors.marketDayId, marketDayId),
            eq(marketDayVendors.status, "approved"),
            eq(vendors.isActive, true),
          ),
        )
        .orderBy(asc(vendors.businessName))
        .limit(48),
      figures,
      filtered
        ? db
            .select({ value: count() })
            .from(marketDayProducts)
            .innerJoin(marketDayVendors, eq(marketDayVendors.id, marketDayProducts.registrationId))
            .innerJoin(eachProduct, sql`true`)
            .innerJoin(vendors, eq(vendors.id, products.vendorId))
            .where(where)
            .then(([row]) => row?.value ?? 0)
        : null,
    ]);
  const total = filteredTotal ?? shownTotal;
  return {
    day,
    now: now.toISOString(),
    vendors: vendorRows.map((row) => ({ ...row, productCount: Number(row.productCount) })),
    categories: categoryRows,
    products: {
      rows: rows.map((row) => ({
        productId: row.productId,
        name: row.name,
        imageKey: row.imageKey,
        imageAlt: row.imageAlt,
        currency: row.currency,
        price: row.price,
        eventPrice: row.eventPrice,
        stockQuantity: row.stockQuantity,
        vendor: { id: row.vendorId, businessName: row.businessName },
      })),
      total,
      page,
      pageSize: size,
    },
  };
}

/**
 * /vendor/market-days: the market days whose registration is still open, soonest first, with the
 * places taken and the vendor's own registration's status.
 */
export async function openMarketDaysForVendor(
  db: Db,
  { vendorId, page = 1, now = new Date() }: { vendorId: string; page?: number; now?: Date },
): Promise<PageOf<VendorOpenMarketDay>> {
  const size = marketDayLimits.adminPageSize;
  const open = gte(marketDays.registrationDeadline, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        taken: sql<number>`(select count(*)::int from ${marketDayVendors}
          where ${marketDayVendors.marketDayId} = ${marketDays.id} and ${marketDayVendors.status} in ('pending', 'approved'))`,
        ownStatus: sql<RegistrationStatus | null>`(select ${marketDayVendors.status} from ${marketDayVendors}
          where ${marketDayVendors.marketDayId} = ${marketDays.id} and ${marketDayVendors.vendorId} = ${vendorId})`,
      })
      .from(marketDays)
      .leftJoin(categories, eq(categories.id, marketDays.featuredCategoryId))
      .where(open)
      .orderBy(asc(marketDays.startsAt), asc(marketDays.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(marketDays).where(open),
  ]);
  return {
    rows: rows.map((row) => ({ ...toSummary(row, now), taken: Number(row.taken), ownStatus: row.ownStatus })),
    total: total?.value ?? 0,
    page,
    pageSize: size,
  };
}

/** /vendor/my-market-days: the vendor's own registrations, latest market day first, with their products. */
export async function vendorRegistrations(
  db: Db,
  { vendorId, page = 1, now = new Date() }: { vendorId: string; page?: number; now?: Date },
): Promise<PageOf<VendorRegistration>> {
  const size = 10;
  const own = eq(marketDayVendors.vendorId, vendorId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        registrationId: marketDayVendors.id,
        status: marketDayVendors.status,
        notes: marketDayVendors.notes,
      })
      .from(marketDayVendors)
      .innerJoin(marketDays, eq(marketDays.id, marketDayVendors.marketDayId))
      .leftJoin(categories, eq(categories.id, marketDays.featuredCategoryId))
      .where(own)
      .orderBy(desc(marketDays.startsAt), desc(marketDayVendors.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(marketDayVendors).where(own),
  ]);
  const ids = rows.map((row) => row.registrationId);
  const chosen = ids.length
    ? await db
        .select({
          registrationId: marketDayProducts.registrationId,
          productId: products.id,
          name: products.name,
          currency: products.currency,
          price: products.price,
          eventPrice: marketDayProducts.eventPrice,
        })
        .from(marketDayProducts)
        .innerJoin(products, eq(products.id, marketDayProducts.productId))
        .where(and(inArray(marketDayProducts.registrationId, ids), eq(products.vendorId, vendorId)))
        .orderBy(asc(products.name))
    : [];
  return {
    rows: rows.map((row) => ({
      id: row.registrationId,
      status: row.status,
      notes: row.notes,
      open: registrationOpen(row, now) && row.status !== "rejected",
      day: toSummary(row, now),
      products: chosen
        .filter((product) => product.registrationId === row.registrationId)
        .map(({ registrationId: _, ...product }) => product),
    })),
    total: total?.value ?? 0,
    page,
    pageSize: size,
  };
}

/** The vendor's listed products it may bring to a market day, by name (at most 500). */
export async function bringableProducts(db: Db, { vendorId }: { vendorId: string }) {
  return db
    .select({ id: products.id, name: products.name, price: products.price, currency: products.currency })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), eq(products.isActive, true), eq(products.draft, false)))
    .orderBy(asc(products.name), asc(products.id))
    .limit(500);
}

/** /admin/market-days: every market day, latest start first. */
export async function adminMarketDays(
  db: Db,
  { page = 1, now = new Date() }: { page?: number; now?: Date },
): Promise<PageOf<MarketDaySummary & { registered: number }>> {
  const size = marketDayLimits.adminPageSize;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        registered: sql<number>`(select count(*)::int from ${marketDayVendors}
          where ${marketDayVendors.marketDayId} = ${marketDays.id})`,
      })
      .from(marketDays)
      .leftJoin(categories, eq(categories.id, marketDays.featuredCategoryId))
      .orderBy(desc(marketDays.startsAt), desc(marketDays.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(marketDays),
  ]);
  return {
    rows: rows.map((row) => ({ ...toSummary(row, now), registered: Number(row.registered) })),
    total: total?.value ?? 0,
    page,
    pageSize: size,
  };
}

/** /admin/market-day-registrations: registrations, newest first, optionally of one status. */
export async function adminRegistrations(
  db: Db,
  { status, page = 1, now = new Date() }: { status?: RegistrationStatus; page?: number; now?: Date },
): Promise<PageOf<AdminRegistration>> {
  const size = marketDayLimits.adminPageSize;
  const where = status ? eq(marketDayVendors.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: marketDayVendors.id,
        status: marketDayVendors.status,
        notes: marketDayVendors.notes,
        createdAt: marketDayVendors.createdAt,
        vendorId: vendors.id,
        businessName: vendors.businessName,
        dayId: marketDays.id,
        dayName: marketDays.name,
        startsAt: marketDays.startsAt,
        endsAt: marketDays.endsAt,
        products: sql<number>`(select count(*)::int from ${marketDayProducts}
          where ${marketDayProducts.registrationId} = ${marketDayVendors.id})`,
      })
      .from(marketDayVendors)
      .innerJoin(vendors, eq(vendors.id, marketDayVendors.vendorId))
      .innerJoin(marketDays, eq(marketDays.id, marketDayVendors.marketDayId))
      .where(where)
      .orderBy(desc(marketDayVendors.createdAt), desc(marketDayVendors.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(marketDayVendors).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      status: row.status,
      notes: row.notes,
      createdAt: row.createdAt.toISOString(),
      vendor: { id: row.vendorId, businessName: row.businessName },
      day: { id: row.dayId, name: row.dayName, status: marketDayStatus(row, now) },
      products: Number(row.products),
    })),
    total: total?.value ?? 0,
    page,
    pageSize: size,
  };
}

/** The categories an admin may feature, by name. */
export async function featurableCategories(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name))
    .limit(500);
}
