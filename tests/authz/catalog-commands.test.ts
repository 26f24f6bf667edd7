import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs, categories, products } from "#db/schema";
import { blankProductInput } from "#common/vendor-products";
import { createCategory } from "#server/modules/catalog/create-category";
import { createProduct as addProduct } from "#server/modules/catalog/create-product";
import { updateProduct } from "#server/modules/catalog/update-product";
import { deleteCategory } from "#server/modules/catalog/delete-category";
import { relistProduct } from "#server/modules/catalog/relist-product";
import { setProductFeatured } from "#server/modules/catalog/set-product-featured";
import { unlistProduct } from "#server/modules/catalog/unlist-product";
import { updateCategory } from "#server/modules/catalog/update-category";
import { createCategory as insertCategory, createProduct } from "../catalog-factories";
import { actorFor, appErrorFrom, client, createUser } from "../factories";
import { memoryStore } from "../memory-media";
import { useTestDatabase } from "../setup/database";
import { catalogCommandMatrix } from "./matrix";

const t = useTestDatabase();
const form = { name: "Authz Category", slug: "", description: "", parentId: "", sortOrder: "1" };
const productForm = { ...blankProductInput, name: "Authz Product", price: "2500", sku: "AUTHZ-1" };

describe("catalogue moderation commands, by role", () => {
  it.each(catalogCommandMatrix.map((row) => [row.viewer, row.command, row.expected] as const))(
    "%s: %s → %s",
    async (viewer, command, expected) => {
      const actor = actorFor(await createUser(t.db, { role: viewer }));
      const product = await createProduct(t.db, {
        isActive: command !== "relist product",
        moderationReason: command === "relist product" ? "Held for review" : null,
      });
      const category = await insertCategory(t.db);
      const run = {
        "unlist product": () => unlistProduct(t.db, { actor, productId: product.id, reason: "Counterfeit" }),
        "relist product": () => relistProduct(t.db, { actor, productId: product.id }),
        "feature product": () => setProductFeatured(t.db, { actor, productId: product.id, featured: true }),
        "create product for a store": () =>
          addProduct(t.db, {
            admin: actor,
            vendorChoice: product.vendorId,
            media: memoryStore(),
            client: client(),
            input: productForm,
            files: [],
          }),
        "edit a store's product": () =>
          updateProduct(t.db, {
            admin: actor,
            media: memoryStore(),
            client: client(),
            productId: product.id,
            input: productForm,
            files: [],
          }),
        "create category": () => createCategory(t.db, { actor, input: form }),
        "update category": () => updateCategory(t.db, { actor, categoryId: category.id, input: form }),
        "delete category": () => deleteCategory(t.db, { actor, categoryId: category.id }),
      }[command];
      if (expected === "allow") await run();
      else expect((await appErrorFrom(run())).status).toBe(403);

      const audited = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, actor.userId));
      expect(audited).toHaveLength(expected === "allow" ? 1 : 0);
      const [after] = await t.db.select().from(products).where(eq(products.id, product.id));
      const [kept] = await t.db.select().from(categories).where(eq(categories.id, category.id));
      const changed = {
        "unlist product": after?.isActive === false,
        "relist product": after?.isActive === true,
        "feature product": after?.featured === true,
        "create product for a store":
          (await t.db.select().from(products).where(eq(products.name, productForm.name))).length > 0,
        "edit a store's product": after?.name === productForm.name,
        "create category":
          (await t.db.select().from(categories).where(eq(categories.name, form.name))).length > 0,
        "update category": kept?.name === form.name,
        "delete category": kept === undefined,
      }[command];
      expect(changed).toBe(expected === "allow");
    },
  );
});
