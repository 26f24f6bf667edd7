import { and, desc, eq } from "drizzle-orm";
import type { CategorySummary, FeaturedVendor, ProductCardData } from "#common/catalog";
import type { Db } from "#db/client";
import { countries, vendors } from "#db/schema";
import type { HomeBannerView, HomeSectionSetting } from "#common/home-content";
import { homeContent } from "../home-content/home-content.queries";
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
  /** The sections in the order an admin chose (/admin/content), hidden ones included. */
  sections: HomeSectionSetting[];
  /** The banners showing now, in order; none leaves the first band as it always was. */
  banners: HomeBannerView[];
}

const visibleKeys = (sections: readonly HomeSectionSetting[]) =>
  new Set(sections.filter((section) => section.visible).map((section) => section.key));

/**
 * The home page as served: its layout and banners (a shared read: no statement on most requests),
 * then the sections shown with the page (best sellers, the categories) that are turned on.
 */
export async function homePage(db: Db): Promise<HomePage> {
  const { sections, banners } = await homeContent(db);
  const visible = visibleKeys(sections);
  const [bestSelling, categories] = await Promise.all([
    visible.has("bestSelling") ? productSection(db, "bestSelling") : [],
    visible.has("categories") ? listCategories(db) : [],
  ]);
  return { bestSelling, categories, sections, banners };
}

export interface HomeMore {
  latest: ProductCardData[];
  heritage: ProductCardData[];
  featuredVendors: FeaturedVendor[];
}

/** The home page's sections below the fold that are turned on, fetched when a visitor scrolls near them. */
export async function homeMore(db: Db): Promise<HomeMore> {
  const visible = visibleKeys((await homeContent(db)).sections);
  const [latest, heritage, vendorRows] = await Promise.all([
    visible.has("latest") ? productSection(db, "latest") : [],
    visible.has("heritage") ? productSection(db, "heritage") : [],
    visible.has("featuredVendors") ? featuredVendors(db) : [],
  ]);
  return { latest, heritage, featuredVendors: vendorRows };
}
