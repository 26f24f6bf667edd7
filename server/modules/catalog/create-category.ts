import { forgetCategoryLists } from "./recent-lists";
import type { CategoryFormInput } from "#common/category-form";
import type { Db } from "#db/client";
import { categories } from "#db/schema";
import { newId } from "#server/lib/ids";
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

/** An admin adds a category (under a parent or at the top). It holds no products yet. Audited. */
export async function createCategory(
  db: Db,
  { actor, input, ipAddress }: { actor: Actor | null; input: CategoryFormInput; ipAddress?: string | null },
): Promise<{ id: string; name: string }> {
  assertAdmin(actor);
  const values = checkedCategoryInput(input);
  try {
    const result = await db.transaction(async (tx) => {
      await lockCategoryTree(tx);
      await assertCategoryFits(tx, { values });
      const id = newId("cat");
      await tx.insert(categories).values({ id, ...values });
      await recordAudit(tx, {
        action: "category.create",
        resource: `category:${id}`,
        userId: actor.userId,
        ipAddress,
        details: { categoryId: id, ...values },
      });
      return { id, name: values.name };
    });
    forgetCategoryLists();
    return result;
  } catch (error) {
    if (isCategorySlugTaken(error)) throw slugTakenError();
    throw error;
  }
}
