import {
  africanCraftsPath,
  africanMachineryPath,
  categoryPath,
  dealsPath,
  productPath,
  vendorStorePath,
} from "#common/paths";
import { contentPagePath } from "#common/content-pages";
import type { Db } from "#db/client";
import { categories, contentPages, products, vendors } from "#db/schema";
import { and, asc, count, eq, lte } from "drizzle-orm";
import { listedProducts } from "../catalog/product-cards";

/** The sitemap protocol's limit of URLs per file. */
const sitemapPageSize = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** Public pages that exist regardless of data. */
const staticSitemapPaths = [
  "/",
  "/products",
  "/categories",
  "/vendors",
  "/stores",
  "/search",
  "/auth/register",
  dealsPath,
  africanCraftsPath,
  africanMachineryPath,
];

export async function productSitemapPageCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(listedProducts());
  return Math.max(1, Math.ceil((row?.value ?? 0) / sitemapPageSize));
}

export async function productSitemapEntries(db: Db, { page }: { page: number }): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(listedProducts())
    .orderBy(asc(products.id))
    .limit(sitemapPageSize)
    .offset((page - 1) * sitemapPageSize);
  return rows.map((row) => ({ path: productPath(row.id), lastModified: row.updatedAt }));
}

/**
 * The fixed pages, categories, stores and the published information pages, created pages, blog
 * posts and press releases, each address once.
 */
export async function catalogSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [categoryRows, vendorRows, pageRows] = await Promise.all([
    db
      .select({ slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.slug)),
    db
      .select({ id: vendors.id, updatedAt: vendors.updatedAt })
      .from(vendors)
      .where(and(eq(vendors.isActive, true)))
      .orderBy(asc(vendors.id)),
    db
      .select({ kind: contentPages.kind, slug: contentPages.slug, updatedAt: contentPages.updatedAt })
      .from(contentPages)
      .where(lte(contentPages.publishedAt, new Date()))
      .orderBy(asc(contentPages.kind), asc(contentPages.slug)),
  ]);
  return [
    ...staticSitemapPaths.map((path) => ({ path })),
    ...categoryRows.map((row) => ({ path: categoryPath(row.slug), lastModified: row.updatedAt })),
    ...vendorRows.map((row) => ({ path: vendorStorePath(row.id), lastModified: row.updatedAt })),
    // The landing pages' stored introductions (/deals, /african-crafts…) are listed once, as fixed pages.
    ...pageRows
      .map((row) => ({ path: contentPagePath(row.kind, row.slug), lastModified: row.updatedAt }))
      .filter((entry) => !staticSitemapPaths.includes(entry.path)),
  ];
}
