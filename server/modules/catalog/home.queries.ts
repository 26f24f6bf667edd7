import { and, desc, eq } from "drizzle-orm";
import type { CategorySummary, FeaturedVendor } from "#common/catalog";
import type { Db } from "#db/client";
import { countries, vendors } from "#db/schema";
import { listCategories } from "./categories.queries";
import { productSections, type ProductSections } from "./products.queries";

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
  sections: ProductSections;
  categories: CategorySummary[];
  featuredVendors: FeaturedVendor[];
}

export async function homePage(db: Db): Promise<HomePage> {
  const [sections, categoryRows, vendorRows] = await Promise.all([
    productSections(db),
    listCategories(db),
    featuredVendors(db),
  ]);
  return { sections, categories: categoryRows, featuredVendors: vendorRows };
}
