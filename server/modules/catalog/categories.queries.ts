import { and, asc, eq, sql } from "drizzle-orm";
import { type CategorySummary, type ProductPage } from "#common/catalog";
import type { Db } from "#db/client";
import { catalogCounts, categories, vendors } from "#db/schema";
import { listProducts } from "./products.queries";

/** Every category in display order, with how many listed products it holds (from catalog_counts). */
export async function listCategories(db: Db): Promise<CategorySummary[]> {
  const counts = db
    .select({
      categoryId: catalogCounts.categoryId,
      productCount: sql<number>`sum(${catalogCounts.productCount})::int`.as("product_count"),
    })
    .from(catalogCounts)
    .innerJoin(vendors, and(eq(vendors.id, catalogCounts.vendorId), eq(vendors.isActive, true)))
    .groupBy(catalogCounts.categoryId)
    .as("category_counts");
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      imageKey: categories.imageKey,
      productCount: counts.productCount,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((row) => ({ ...row, productCount: row.productCount ?? 0 }));
}

/** Every category's slug and name in display order: the choices of a category select (no counting). */
export function categoryChoices(db: Db): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function getCategoryBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      imageKey: categories.imageKey,
      imageAlt: categories.imageAlt,
    })
    .from(categories)
    .where(eq(categories.slug, slug.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export type CategoryDetails = NonNullable<Awaited<ReturnType<typeof getCategoryBySlug>>>;

/** The category page: the category and one page of its products, or null when no category has that slug. */
export async function categoryPage(
  db: Db,
  { slug, page }: { slug: string; page: number },
): Promise<{ category: CategoryDetails; products: ProductPage } | null> {
  const category = await getCategoryBySlug(db, slug);
  if (!category) return null;
  return { category, products: await listProducts(db, { filters: { category: category.slug }, page }) };
}
