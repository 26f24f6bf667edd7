import type { CategoryFormInput } from "#common/category-form";
import type { AdminCategoryRow } from "#common/views/admin-catalog";
import type { Db } from "#db/client";
import { categories, products } from "#db/schema";
import { asc, count, eq, isNotNull } from "drizzle-orm";

/**
 * Every category as a tree, depth-first: each under its parent, siblings by sort order then name,
 * with how many products it holds in any status (what decides whether it may be deleted).
 */
export async function adminCategoryTree(db: Db): Promise<AdminCategoryRow[]> {
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        parentId: categories.parentId,
        imageKey: categories.imageKey,
        sortOrder: categories.sortOrder,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id)),
    db
      .select({ categoryId: products.categoryId, value: count() })
      .from(products)
      .where(isNotNull(products.categoryId))
      .groupBy(products.categoryId),
  ]);
  const productCount = new Map(counts.map((row) => [row.categoryId, row.value]));
  const childrenOf = new Map<string | null, typeof rows>();
  for (const row of rows) {
    childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  }
  const tree: AdminCategoryRow[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const row of childrenOf.get(parent) ?? []) {
      tree.push({ ...row, depth, productCount: productCount.get(row.id) ?? 0 });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  return tree;
}

/** A category as its form shows it; null when there is none with this id. */
export async function adminCategoryForm(
  db: Db,
  categoryId: string,
): Promise<{
  id: string;
  name: string;
  imageKey: string | null;
  imageAlt: string;
  fields: CategoryFormInput;
} | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, categoryId));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    imageKey: row.imageKey,
    imageAlt: row.imageAlt,
    fields: {
      name: row.name,
      slug: row.slug,
      description: row.description,
      parentId: row.parentId ?? "",
      sortOrder: String(row.sortOrder),
    },
  };
}
