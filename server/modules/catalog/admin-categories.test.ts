import { describe, expect, it } from "vitest";
import { categories, products } from "#db/schema";
import type { CategoryFormInput } from "#common/category-form";
import { eq } from "drizzle-orm";
import { createCategory as insertCategory, createProduct } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, auditRows, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { adminCategoryTree } from "./admin-categories.queries";
import { listCategories } from "./categories.queries";
import { createCategory } from "./create-category";
import { deleteCategory } from "./delete-category";
import { updateCategory } from "./update-category";

const t = useTestDatabase();

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

function input(overrides: Partial<CategoryFormInput> = {}): CategoryFormInput {
  return { name: "Home Décor", slug: "", description: "", parentId: "", sortOrder: "", ...overrides };
}

describe("createCategory and updateCategory", () => {
  it("adds a category with a slug made from its name, under a parent, in the tree's order; audited", async () => {
    const actor = await admin();
    const top = await createCategory(t.db, { actor, input: input({ name: "Tm Crafts", sortOrder: "9000" }) });
    const child = await createCategory(t.db, {
      actor,
      input: input({ name: "Tm Baskets & Weaving", parentId: top.id, sortOrder: "2" }),
    });
    const [stored] = await t.db.select().from(categories).where(eq(categories.id, child.id));
    expect(stored).toMatchObject({ slug: "tm-baskets-and-weaving", parentId: top.id, sortOrder: 2 });
    const tree = (await adminCategoryTree(t.db)).filter((row) => row.name.startsWith("Tm "));
    expect(tree.map((row) => [row.name, row.depth])).toEqual([
      ["Tm Crafts", 0],
      ["Tm Baskets & Weaving", 1],
    ]);
    expect(await auditRows(t.db, "category.create")).toHaveLength(2);
  });

  it("answers every field's problem at once and writes nothing", async () => {
    const actor = await admin();
    const error = await appErrorFrom(
      createCategory(t.db, {
        actor,
        input: input({ name: " ", slug: "Bad Slug!", sortOrder: "-1", description: "x".repeat(501) }),
      }),
    );
    expect(error.fieldErrors).toEqual({
      name: "Enter the category's name.",
      slug: "Use at most 80 lower-case letters, digits and single hyphens for the slug, e.g. home-decor.",
      description: "Use at most 500 characters for the description.",
      sortOrder: "Enter a whole number from 0 to 9999.",
    });
    const parent = await appErrorFrom(
      createCategory(t.db, { actor, input: input({ parentId: "cat_none" }) }),
    );
    expect(parent.fieldErrors).toEqual({ parentId: "Choose a parent category from the list, or none." });
    expect(await auditRows(t.db, "category.create")).toHaveLength(0);
  });

  it("refuses a slug another category has, and a parent that is the category or below it", async () => {
    const actor = await admin();
    const textiles = await insertCategory(t.db, { slug: "tm-textiles" });
    const taken = await appErrorFrom(createCategory(t.db, { actor, input: input({ slug: "tm-textiles" }) }));
    expect(taken.fieldErrors).toEqual({ slug: "Another category already has this slug." });

    const top = await insertCategory(t.db);
    const middle = await insertCategory(t.db, { parentId: top.id });
    const bottom = await insertCategory(t.db, { parentId: middle.id });
    for (const parentId of [top.id, bottom.id]) {
      const cycle = await appErrorFrom(
        updateCategory(t.db, {
          actor,
          categoryId: top.id,
          input: input({ name: top.name, slug: top.slug, parentId }),
        }),
      );
      expect(cycle.fieldErrors).toEqual({
        parentId: "A category cannot sit under itself or one of its own subcategories.",
      });
    }
    await updateCategory(t.db, {
      actor,
      categoryId: bottom.id,
      input: input({ name: "Tm Moved", slug: "tm-moved", parentId: textiles.id, sortOrder: "5" }),
    });
    const [moved] = await t.db.select().from(categories).where(eq(categories.id, bottom.id));
    expect(moved).toMatchObject({ name: "Tm Moved", slug: "tm-moved", parentId: textiles.id, sortOrder: 5 });
    expect(await auditRows(t.db, "category.update")).toMatchObject([
      { userId: actor.userId, details: { categoryId: bottom.id, after: { slug: "tm-moved" } } },
    ]);
    const missing = await appErrorFrom(
      updateCategory(t.db, { actor, categoryId: "cat_none", input: input() }),
    );
    expect(missing.code).toBe("NOT_FOUND");
  });
});

describe("deleteCategory", () => {
  it("refuses while the category holds products of any status, then deletes it once they are moved", async () => {
    const actor = await admin();
    const [from, to] = [await insertCategory(t.db, { name: "Tm Old" }), await insertCategory(t.db)];
    const child = await insertCategory(t.db, { parentId: from.id });
    await createProduct(t.db, { categoryId: from.id });
    await createProduct(t.db, { categoryId: from.id, isActive: false, draft: true });

    const refused = await appErrorFrom(deleteCategory(t.db, { actor, categoryId: from.id }));
    expect(refused).toMatchObject({
      code: "CONFLICT",
      message: "Tm Old still holds 2 products: move them to another category before deleting it.",
    });
    expect((await listCategories(t.db)).find((row) => row.id === from.id)?.productCount).toBe(1);

    // The vendors move their products (an admin's product editor is still to come).
    await t.db.update(products).set({ categoryId: to.id }).where(eq(products.categoryId, from.id));
    await deleteCategory(t.db, { actor, categoryId: from.id });

    expect(await t.db.select().from(categories).where(eq(categories.id, from.id))).toEqual([]);
    const [orphan] = await t.db.select().from(categories).where(eq(categories.id, child.id));
    expect(orphan?.parentId).toBeNull();
    expect((await listCategories(t.db)).find((row) => row.id === to.id)?.productCount).toBe(1);
    expect(await auditRows(t.db, "category.delete")).toMatchObject([{ details: { categoryId: from.id } }]);
  });

  it("is the admin's alone: staff and vendors are refused and nothing changes", async () => {
    const category = await insertCategory(t.db);
    for (const role of ["staff", "vendor"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      const errors = [
        await appErrorFrom(createCategory(t.db, { actor, input: input() })),
        await appErrorFrom(updateCategory(t.db, { actor, categoryId: category.id, input: input() })),
        await appErrorFrom(deleteCategory(t.db, { actor, categoryId: category.id })),
      ];
      expect(errors.map((error) => error.code)).toEqual(["FORBIDDEN", "FORBIDDEN", "FORBIDDEN"]);
    }
    const [kept] = await t.db.select().from(categories).where(eq(categories.id, category.id));
    expect(kept?.name).toBe(category.name);
  });
});
