import { forgetCategoryLists } from "./recent-lists";
import { messages } from "#common/messages";
import type { CategoryFormInput } from "#common/category-form";
import type { Db } from "#db/client";
import { categories } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import {
  assertCategoryFits,
  checkedCategoryInput,
  lockCategoryTree,
  isCategorySlugTaken,
  slugTakenError,
} from "./category-input";

/**
 * An admin changes a category's name, slug, description, parent or order. Its products stay in it,
 * so catalog_counts (kept per category id) need nothing; a new slug moves its page to the new
 * address. Audited with the values before and after.
 */
export async function updateCategory(
  db: Db,
  {
    actor,
    categoryId,
    input,
    ipAddress,
  }: { actor: Actor | null; categoryId: string; input: CategoryFormInput; ipAddress?: string | null },
): Promise<{ name: string }> {
  assertAdmin(actor);
  const values = checkedCategoryInput(input);
  try {
    const result = await db.transaction(async (tx) => {
      await lockCategoryTree(tx);
      const [before] = await tx
        .select({
          name: categories.name,
          slug: categories.slug,
          description: categories.description,
          parentId: categories.parentId,
          sortOrder: categories.sortOrder,
        })
        .from(categories)
        .where(eq(categories.id, categoryId))
        .for("update");
      if (!before) throw new AppError("NOT_FOUND", { message: messages.adminCatalog.categoryNotFound });
      await assertCategoryFits(tx, { values, categoryId });
      await tx
        .update(categories)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(categories.id, categoryId));
      await recordAudit(tx, {
        action: "category.update",
        resource: `category:${categoryId}`,
        userId: actor.userId,
        ipAddress,
        details: { categoryId, before, after: values },
      });
      return { name: values.name };
    });
    forgetCategoryLists();
    return result;
  } catch (error) {
    if (isCategorySlugTaken(error)) throw slugTakenError();
    throw error;
  }
}
