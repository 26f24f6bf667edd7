import { describe, expect, it } from "vitest";
import { createCategory, createProduct, createVendor } from "../../../tests/catalog-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { categoryPage, getCategoryBySlug, listCategories } from "./categories.queries";

const t = useTestDatabase();

describe("listCategories", () => {
  it("lists categories in display order with their listed products counted", async () => {
    const art = await createCategory(t.db, {
      slug: "art",
      name: "Art",
      sortOrder: 2,
      imageKey: "categories/art.jpg",
    });
    const fashion = await createCategory(t.db, { slug: "fashion", name: "Fashion", sortOrder: 1 });
    await createCategory(t.db, { slug: "beauty", name: "Beauty", sortOrder: 3 });
    const vendor = await createVendor(t.db);
    const hiddenVendor = await createVendor(t.db, { isActive: false });
    await createProduct(t.db, { vendorId: vendor.id, categoryId: fashion.id });
    await createProduct(t.db, { vendorId: vendor.id, categoryId: fashion.id });
    await createProduct(t.db, { vendorId: vendor.id, categoryId: art.id });
    await createProduct(t.db, { vendorId: vendor.id, categoryId: art.id, isActive: false });
    await createProduct(t.db, { vendorId: hiddenVendor.id, categoryId: art.id });
    await createProduct(t.db, { vendorId: vendor.id, categoryId: null });

    const rows = await listCategories(t.db);

    expect(rows.map(({ slug, productCount }) => ({ slug, productCount }))).toEqual([
      { slug: "fashion", productCount: 2 },
      { slug: "art", productCount: 1 },
      { slug: "beauty", productCount: 0 },
    ]);
    expect(rows[1]).toMatchObject({ id: art.id, name: "Art", imageKey: "categories/art.jpg" });
  });
});

describe("categoryPage", () => {
  it("finds a category by slug, in any case, with its first page of products", async () => {
    const jewelry = await createCategory(t.db, { slug: "jewelry", name: "Jewelry" });
    const other = await createCategory(t.db, { slug: "art" });
    const vendor = await createVendor(t.db);
    for (let i = 0; i < 13; i++) await createProduct(t.db, { vendorId: vendor.id, categoryId: jewelry.id });
    await createProduct(t.db, { vendorId: vendor.id, categoryId: other.id });

    expect(await getCategoryBySlug(t.db, "Jewelry")).toMatchObject({ id: jewelry.id, name: "Jewelry" });
    const result = await categoryPage(t.db, { slug: "jewelry", page: 2 });
    expect(result?.category.name).toBe("Jewelry");
    expect(result?.products).toMatchObject({ total: 13, page: 2, pageSize: 12 });
    expect(result?.products.rows).toHaveLength(1);
    expect(result?.products.rows[0]?.category?.slug).toBe("jewelry");
  });

  it("is null for an unknown slug", async () => {
    expect(await categoryPage(t.db, { slug: "no-such-thing", page: 1 })).toBeNull();
    expect(await getCategoryBySlug(t.db, "no-such-thing")).toBeNull();
  });
});
