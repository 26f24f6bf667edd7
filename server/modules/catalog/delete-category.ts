import { defaultFormatters } from "#common/format";
import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { categories, products } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { count, eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { lockCategoryTree } from "./category-input";
import { forgetCategoryLists } from "./recent-lists";

/**
 * An admin deletes a category that holds no product, whatever the products' status (drafts and
 * unlisted ones too): a category with products is refused, naming how many, until they are moved.
 * Its subcategories move up to its own parent. Counted under the tree's lock and the products'
 * foreign key: a product saved into it meanwhile waits for the delete and is then refused, so none
 * is left without its category and catalog_counts never keeps a row for it. Audited.
 */
export async function deleteCategory(
  db: Db,
  { actor, categoryId, ipAddress }: { actor: Actor | null; categoryId: string; ipAddress?: string | null },
): Promise<{ name: string }> {
  assertAdmin(actor);
  const result = await db.transaction(async (tx) => {
    await lockCategoryTree(tx);
    const [category] = await tx
      .select({ name: categories.name, slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .for("update");
    if (!category) throw new AppError("NOT_FOUND", { message: messages.adminCatalog.categoryNotFound });
    // Every product, whatever its status, walking products_category_idx.
    const [held] = await tx
      .select({ value: count() })
      .from(products)
      .where(eq(products.categoryId, categoryId));
    const productCount = held?.value ?? 0;
    if (productCount > 0)
      throw new AppError("CONFLICT", {
        message: messages.adminCatalog.categoryHasProducts(
          category.name,
          defaultFormatters.number(productCount),
        ),
      });
    await tx
      .update(categories)
      .set({ parentId: category.parentId, updatedAt: sql`now()` })
      .where(eq(categories.parentId, categoryId));
    await tx.delete(categories).where(eq(categories.id, categoryId));
    await recordAudit(tx, {
      action: "category.delete",
      resource: `category:${categoryId}`,
      userId: actor.userId,
      ipAddress,
      details: { categoryId, name: category.name, slug: category.slug },
    });
    return { name: category.name };
  });
  forgetCategoryLists();
  return result;
}
