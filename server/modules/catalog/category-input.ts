import { messages } from "#common/messages";
import { slugify } from "#common/slug";
import type { CategoryFormInput } from "#common/category-form";
import { type Db, queryRows } from "#db/client";
import { categories } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { violatesUnique } from "#server/lib/unique-violation";
import { and, eq, ne, sql } from "drizzle-orm";

const m = messages.adminCatalog;

export const categoryLimits = { name: 80, slug: 80, description: 500, sortOrder: 9999 } as const;

export interface CategoryValues {
  name: string;
  slug: string;
  description: string;
  parentId: string | null;
  sortOrder: number;
}

/**
 * The category form checked field by field (every problem at once): a name, a slug of lower-case
 * words joined by single hyphens (made from the name when left empty), an optional description, a
 * parent id or none, and a sort order from 0 to 9,999 (empty is 0). A VALIDATION error otherwise.
 */
export function checkedCategoryInput(input: CategoryFormInput): CategoryValues {
  const fieldErrors: FieldErrors = {};
  const name = input.name.trim();
  if (!name) fieldErrors.name = m.categoryNameRequired;
  else if (name.length > categoryLimits.name) fieldErrors.name = m.categoryNameTooLong(categoryLimits.name);
  const slug = input.slug.trim() || slugify(name);
  if (slug.length > categoryLimits.slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    fieldErrors.slug = m.categorySlugInvalid(categoryLimits.slug);
  const description = input.description.trim();
  if (description.length > categoryLimits.description)
    fieldErrors.description = m.categoryDescriptionTooLong(categoryLimits.description);
  const order = input.sortOrder.trim() || "0";
  const sortOrder = /^\d{1,4}$/.test(order) ? Number(order) : NaN;
  if (!(sortOrder <= categoryLimits.sortOrder))
    fieldErrors.sortOrder = m.categorySortOrderInvalid(categoryLimits.sortOrder);
  if (Object.keys(fieldErrors).length) throw new AppError("VALIDATION", { fieldErrors });
  return { name, slug, description, sortOrder, parentId: input.parentId.trim() || null };
}

/**
 * Takes the category tree for this transaction, before anything else: it is small and rarely
 * written, so saves and deletes run one after the other and two moves can never make a cycle
 * together. Readers, and products naming a category, are not held up.
 */
export async function lockCategoryTree(tx: Db): Promise<void> {
  await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
}

/**
 * The rules that read other categories, in the writing transaction: the slug is no other category's
 * (categories_slug_unique backs this up), and the parent exists and is neither the category itself
 * nor one of its descendants (a tree has no cycles). Call {@link lockCategoryTree} first.
 */
export async function assertCategoryFits(
  tx: Db,
  { values, categoryId }: { values: CategoryValues; categoryId?: string },
): Promise<void> {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, values.slug), categoryId ? ne(categories.id, categoryId) : undefined))
    .limit(1);
  if (taken) throw slugTakenError();
  if (!values.parentId) return;
  const [parent] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, values.parentId));
  if (!parent) throw new AppError("VALIDATION", { fieldErrors: { parentId: m.categoryParentUnknown } });
  if (!categoryId) return;
  // The parent's ancestors, itself included: the category must not be among them.
  const ancestors = await queryRows<{ id: string }>(
    tx,
    sql`
    with recursive up(id, parent_id) as (
      select ${categories.id}, ${categories.parentId} from ${categories} where ${categories.id} = ${values.parentId}
      union
      select c.id, c.parent_id from ${categories} c join up on c.id = up.parent_id
    )
    select id from up`,
  );
  if (ancestors.some((row) => row.id === categoryId))
    throw new AppError("VALIDATION", { fieldErrors: { parentId: m.categoryParentCycle } });
}

export const slugTakenError = () =>
  new AppError("VALIDATION", { fieldErrors: { slug: messages.adminCatalog.categorySlugTaken } });

export function isCategorySlugTaken(error: unknown): boolean {
  return violatesUnique(error, "categories_slug_unique");
}
