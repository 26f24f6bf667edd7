import { and, desc, eq } from "drizzle-orm";
import type { CategorySummary, FeaturedVendor, ProductCardData } from "#common/catalog";
import type { Db } from "#db/client";
import { countries, vendors } from "#db/schema";
import { listCategories } from "./categories.queries";
import { productSection } from "./products.queries";

const featuredVendorLimit = 8;

/** Verified, active vendors, newest first: the home page's Featured Vendors strip. */
export async function featuredVendors(db: Db): Promise<FeaturedVendor[]> {
  return db
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      businessType: vendors.businessType,
      city: vendors.city,
      countryCode: vendors.countryCode,
      countryName: countries.name,
      logoKey: vendors.logoKey,
    })
    .from(vendors)
    .innerJoin(countries, eq(countries.code, vendors.countryCode))
    .where(and(eq(vendors.verified, true), eq(vendors.isActive, true)))
    .orderBy(desc(vendors.createdAt), desc(vendors.id))
    .limit(featuredVendorLimit);
}

export interface HomePage {
  bestSelling: ProductCardData[];
  categories: CategorySummary[];
}

/** The home page as served: its first screens (best sellers, then the categories). */
export async function homePage(db: Db): Promise<HomePage> {
  const [bestSelling, categories] = await Promise.all([
    productSection(db, "bestSelling"),
    listCategories(db),
  ]);
  return { bestSelling, categories };
}

export interface HomeMore {
  latest: ProductCardData[];
  heritage: ProductCardData[];
  featuredVendors: FeaturedVendor[];
}

/** The home page's sections below the fold, fetched when a visitor scrolls near them. */
export async function homeMore(db: Db): Promise<HomeMore> {
  const [latest, heritage, vendorRows] = await Promise.all([
    productSection(db, "latest"),
    productSection(db, "heritage"),
    featuredVendors(db),
  ]);
  return { latest, heritage, featuredVendors: vendorRows };
}
