import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import { productPageSize, type ProductPage } from "#common/catalog";
import type { VendorFilters } from "#common/schemas/vendor-filters";
import {
  type StoreProfile,
  type StoreProfileForm,
  type StoreReviewPage,
  type StoreTab,
  storeReviewsPageSize,
  storeSearchMinLength,
  type VendorFilterOptions,
  type VendorPage,
  vendorPageSize,
} from "#common/vendors";
import type { Db } from "#db/client";
import { countries, products, profiles, reviews, storeFollows, users, vendors } from "#db/schema";
import { countLimit, countProductsUpTo } from "../catalog/capped-count";
import {
  containsPattern,
  filterConditions,
  newestFirst,
  productCardQuery,
  toProductCard,
} from "../catalog/product-cards";
import { liveStoreBanners } from "../storefront-banners/storefront-banners.queries";
import { statsColumns, vendorProductStats, vendorRating } from "../catalog/vendor-stats";

/** Card descriptions are cut here; the card shows two lines of it. */
const cardDescriptionLength = 240;

const cardColumns = {
  id: vendors.id,
  businessName: vendors.businessName,
  logoKey: vendors.logoKey,
  coverKey: vendors.coverKey,
  verified: vendors.verified,
  tradeAssured: vendors.tradeAssured,
  premium: vendors.premium,
  countryCode: vendors.countryCode,
  countryName: countries.name,
  city: vendors.city,
  businessType: vendors.businessType,
};

/**
 * The vendor directory: active vendors, newest first, 12 a page, with the exact number that
 * match. Search finds the text inside the business name or the country's name;
 * minRating applies to the vendor's average over its listed products' reviews.
 */
export async function listVendors(
  db: Db,
  { page, ...filters }: VendorFilters & { page: number },
): Promise<VendorPage> {
  const stats = vendorProductStats(db);
  const conditions: SQL[] = [eq(vendors.isActive, true)];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(or(ilike(vendors.businessName, pattern), ilike(countries.name, pattern))!);
  }
  if (filters.country) conditions.push(eq(vendors.countryCode, filters.country));
  if (filters.businessType)
    conditions.push(eq(sql`lower(${vendors.businessType})`, filters.businessType.toLowerCase()));
  if (filters.verified) conditions.push(eq(vendors.verified, true));
  if (filters.minRating) conditions.push(gte(vendorRating(stats), filters.minRating.toFixed(1)));
  const where = and(...conditions);

  const countQuery = db
    .select({ value: count() })
    .from(vendors)
    .innerJoin(countries, eq(countries.code, vendors.countryCode))
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...cardColumns,
        description: sql<string>`left(${vendors.description}, ${cardDescriptionLength})`,
        ...statsColumns(stats),
      })
      .from(vendors)
      .innerJoin(countries, eq(countries.code, vendors.countryCode))
      .leftJoin(stats, eq(stats.vendorId, vendors.id))
      .where(where)
      .orderBy(desc(vendors.createdAt), desc(vendors.id))
      .limit(vendorPageSize)
      .offset((page - 1) * vendorPageSize),
    (filters.minRating ? countQuery.leftJoin(stats, eq(stats.vendorId, vendors.id)) : countQuery).where(
      where,
    ),
  ]);
  return { rows, total: total?.value ?? 0, page, pageSize: vendorPageSize };
}

/** The choices of the directory's filter form: countries and business types of active vendors. */
export async function vendorFilterOptions(db: Db): Promise<VendorFilterOptions> {
  const [countryRows, typeRows] = await Promise.all([
    db
      .selectDistinct({ code: countries.code, name: countries.name })
      .from(vendors)
      .innerJoin(countries, eq(countries.code, vendors.countryCode))
      .where(eq(vendors.isActive, true))
      .orderBy(asc(countries.name), asc(countries.code)),
    db
      .selectDistinct({ value: vendors.businessType })
      .from(vendors)
      .where(eq(vendors.isActive, true))
      .orderBy(asc(vendors.businessType)),
  ]);
  return {
    countries: countryRows,
    businessTypes: typeRows.map((row) => row.value).filter((value) => value.trim() !== ""),
  };
}

/**
 * An active vendor's full public profile with its numbers (listed products, average
 * rating and review count, followers) and whether the viewer follows or owns it; null when
 * there is no such active vendor.
 */
export async function getStore(
  db: Db,
  { vendorId, viewerId }: { vendorId: string; viewerId: string | null },
): Promise<StoreProfile | null> {
  const stats = vendorProductStats(db, { vendorId });
  const viewerFollows = viewerId
    ? sql<boolean>`exists (select 1 from ${storeFollows} where ${storeFollows.vendorId} = ${vendors.id} and ${storeFollows.userId} = ${viewerId})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      ...cardColumns,
      description: vendors.description,
      userId: vendors.userId,
      ...statsColumns(stats),
      businessEmail: vendors.businessEmail,
      businessPhone: vendors.businessPhone,
      address: vendors.address,
      websiteUrl: vendors.websiteUrl,
      verificationLevel: vendors.verificationLevel,
      supplierType: vendors.supplierType,
      establishedYear: vendors.establishedYear,
      employeeCount: vendors.employeeCount,
      certifications: vendors.certifications,
      mainProducts: vendors.mainProducts,
      markets: vendors.markets,
      languages: vendors.languages,
      paymentTerms: vendors.paymentTerms,
      tradeShows: vendors.tradeShows,
      awards: vendors.awards,
      annualRevenue: vendors.annualRevenue,
      minOrderValue: vendors.minOrderValue,
      responseRate: vendors.responseRate,
      responseTimeHours: vendors.responseTimeHours,
      responseTimeTargetHours: vendors.responseTimeTargetHours,
      shippingPolicy: vendors.shippingPolicy,
      returnPolicy: vendors.returnPolicy,
      socialLinks: vendors.socialLinks,
      fulfillmentRate: vendors.fulfillmentRate,
      onTimeDeliveryRate: vendors.onTimeDeliveryRate,
      factorySize: vendors.factorySize,
      totalOrders: vendors.totalOrders,
      followerCount: db.$count(storeFollows, eq(storeFollows.vendorId, vendors.id)),
      viewerFollows: viewerFollows.mapWith(Boolean),
    })
    .from(vendors)
    .innerJoin(countries, eq(countries.code, vendors.countryCode))
    .leftJoin(stats, eq(stats.vendorId, vendors.id))
    .where(and(eq(vendors.id, vendorId), eq(vendors.isActive, true)))
    .limit(1);
  if (!row) return null;
  const { userId, ...store } = row;
  return { ...store, viewerOwns: Boolean(viewerId && userId === viewerId) };
}

/**
 * The store's Products tab: its listed products as grid cards, newest first, 12 a page. Search
 * text under 2 characters is ignored; it is plain text, found inside the name or
 * description.
 */
export async function storeProducts(
  db: Db,
  { vendorId, search, page }: { vendorId: string; search?: string; page: number },
): Promise<ProductPage> {
  const text = search?.trim() ?? "";
  const where = and(
    ...filterConditions(text.length >= storeSearchMinLength ? { search: text } : {}),
    eq(products.vendorId, vendorId),
  );
  const [rows, counted] = await Promise.all([
    productCardQuery(db)
      .where(where)
      .orderBy(...newestFirst())
      .limit(productPageSize)
      .offset((page - 1) * productPageSize),
    countProductsUpTo(db, { where, limit: countLimit(page, productPageSize) }),
  ]);
  return { rows: rows.map(toProductCard), ...counted, page, pageSize: productPageSize };
}

/**
 * The store's Reviews tab: reviews of its listed products, newest first, 10 a page, with reviewer and product
 * names.
 */
export async function storeReviews(
  db: Db,
  { vendorId, page }: { vendorId: string; page: number },
): Promise<StoreReviewPage> {
  const where = and(eq(products.vendorId, vendorId), eq(products.isActive, true));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        userName: sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${users.name}), ''), 'Anonymous User')`,
        productId: products.id,
        productName: products.name,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(profiles, eq(profiles.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(storeReviewsPageSize)
      .offset((page - 1) * storeReviewsPageSize),
    db
      .select({ value: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.value ?? 0,
    page,
    pageSize: storeReviewsPageSize,
  };
}

/** How many people follow a store. */
export async function followerCount(db: Db, { vendorId }: { vendorId: string }): Promise<number> {
  return db.$count(storeFollows, eq(storeFollows.vendorId, vendorId));
}

/** The /vendors page: one page of matching vendors and the filter choices. */
export async function vendorDirectory(db: Db, { filters, page }: { filters: VendorFilters; page: number }) {
  const [vendorPage, options] = await Promise.all([
    listVendors(db, { ...filters, page }),
    vendorFilterOptions(db),
  ]);
  return { vendors: vendorPage, options };
}

/**
 * The store page: the profile and what the open tab shows (products or reviews), read together;
 * null when there is no such active store.
 */
export async function storePage(
  db: Db,
  {
    vendorId,
    viewerId,
    tab,
    search,
    page,
  }: { vendorId: string; viewerId: string | null; tab: StoreTab; search: string; page: number },
) {
  const [store, productPage, reviewPage, banners] = await Promise.all([
    getStore(db, { vendorId, viewerId }),
    tab === "products" ? storeProducts(db, { vendorId, search, page }) : null,
    tab === "reviews" ? storeReviews(db, { vendorId, page }) : null,
    liveStoreBanners(db, { vendorId }),
  ]);
  return store ? { store, products: productPage, reviews: reviewPage, banners } : null;
}

/** The store a person owns, if any, as its back office needs it (a suspended store is still its owner's). */
export interface OwnedStore {
  id: string;
  businessName: string;
  isActive: boolean;
}

export async function storeOfUser(db: Db, { userId }: { userId: string }): Promise<OwnedStore | null> {
  const [row] = await db
    .select({ id: vendors.id, businessName: vendors.businessName, isActive: vendors.isActive })
    .from(vendors)
    .where(eq(vendors.userId, userId))
    .orderBy(asc(vendors.createdAt))
    .limit(1);
  return row ?? null;
}

/** The account that runs a store, or null for a store made by hand (no one to tell). */
export async function storeOwnerId(db: Db, { vendorId }: { vendorId: string }): Promise<string | null> {
  const [row] = await db.select({ userId: vendors.userId }).from(vendors).where(eq(vendors.id, vendorId));
  return row?.userId ?? null;
}

/** The vendor's own store profile as its edit form shows it. */
export async function storeProfileForEditing(
  db: Db,
  { vendorId }: { vendorId: string },
): Promise<StoreProfileForm | null> {
  const [row] = await db
    .select({
      businessName: vendors.businessName,
      businessEmail: vendors.businessEmail,
      businessPhone: vendors.businessPhone,
      city: vendors.city,
      description: vendors.description,
      shippingPolicy: vendors.shippingPolicy,
      returnPolicy: vendors.returnPolicy,
      socialLinks: vendors.socialLinks,
      responseTimeTargetHours: vendors.responseTimeTargetHours,
      logoKey: vendors.logoKey,
      coverKey: vendors.coverKey,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .limit(1);
  return row ?? null;
}
