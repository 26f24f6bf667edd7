import { and, eq, gt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import { catalogCounts, categories, products, vendors } from "#db/schema";
import { createCategory, createProduct, createReview, createVendor } from "../../../tests/catalog-factories";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { getProductDetail } from "./product-detail.queries";
import { listCategories } from "./categories.queries";
import { countryCounts, listProducts } from "./products.queries";

const t = useTestDatabase();

type Figures = {
  vendorId: string;
  categoryId: string | null;
  country: string | null;
  products: number;
  reviews: number;
  ratingSum: string;
};

/** catalog_counts as the triggers left it, without rows that fell to zero. */
async function kept(): Promise<Figures[]> {
  return t.db
    .select({
      vendorId: catalogCounts.vendorId,
      categoryId: catalogCounts.categoryId,
      country: catalogCounts.countryOfOrigin,
      products: catalogCounts.productCount,
      reviews: catalogCounts.ratingCount,
      ratingSum: sql<string>`${catalogCounts.ratingSum}::numeric(12, 1)::text`,
    })
    .from(catalogCounts)
    .where(gt(catalogCounts.productCount, 0))
    .orderBy(catalogCounts.vendorId, catalogCounts.categoryId, catalogCounts.countryOfOrigin);
}

/** The same figures added up from every active product. */
async function recounted(): Promise<Figures[]> {
  return queryRows<Figures>(
    t.db,
    sql`select vendor_id as "vendorId", category_id as "categoryId", country_of_origin as "country", count(*)::int as "products",
          sum(rating_count)::int as "reviews", sum(rating_average * rating_count)::numeric(12, 1)::text as "ratingSum"
        from products where is_active group by 1, 2, 3 order by 1, 2, 3`,
  );
}

describe("catalog_counts", () => {
  it("follows products through inserts, moves, ratings, deactivation, deletion and cascades", async () => {
    const [fashion, art] = [await createCategory(t.db), await createCategory(t.db)];
    const [lagos, accra] = [await createVendor(t.db), await createVendor(t.db, { countryCode: "GH" })];
    const stole = await createProduct(t.db, { vendorId: lagos.id, categoryId: fashion.id });
    const mask = await createProduct(t.db, { vendorId: accra.id, categoryId: art.id, countryOfOrigin: "GH" });
    const loose = await createProduct(t.db, { vendorId: accra.id, categoryId: null, countryOfOrigin: null });
    await createProduct(t.db, { vendorId: lagos.id, categoryId: fashion.id, isActive: false });
    expect(await kept()).toEqual(await recounted());

    // Several rows in one statement, as the bulk seed writes them.
    await t.db.insert(products).values(
      [1, 2, 3].map((n) => ({
        id: `prd_batch_${n}`,
        vendorId: lagos.id,
        categoryId: art.id,
        slug: `batch-${n}`,
        name: `Batch ${n}`,
        price: 100_000,
        sku: `BATCH-${n}`,
        countryOfOrigin: "KE",
      })),
    );
    const buyer = await createUser(t.db);
    await createReview(t.db, { productId: stole.id, userId: buyer.id, rating: 4 });
    await createReview(t.db, { productId: mask.id, userId: buyer.id, rating: 5 });
    await t.db
      .update(products)
      .set({ categoryId: art.id, countryOfOrigin: "GH" })
      .where(eq(products.id, stole.id));
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, "prd_batch_1"));
    await t.db
      .update(products)
      .set({ isActive: true })
      .where(
        and(
          eq(products.vendorId, lagos.id),
          eq(products.isActive, false),
          eq(products.categoryId, fashion.id),
        ),
      );
    await t.db.update(products).set({ vendorId: lagos.id }).where(eq(products.id, loose.id));
    await t.db.update(products).set({ stockQuantity: 0, price: 250_000 }).where(eq(products.id, mask.id));
    await t.db.delete(products).where(eq(products.id, "prd_batch_2"));
    expect(await kept()).toEqual(await recounted());

    await t.db.delete(categories).where(eq(categories.id, fashion.id));
    await t.db.delete(vendors).where(eq(vendors.id, accra.id));
    expect(await kept()).toEqual(await recounted());
  });

  it("gives the category, country, vendor and list totals that counting the products gives", async () => {
    const fashion = await createCategory(t.db, { slug: "fashion" });
    const lagos = await createVendor(t.db, { verified: true });
    const hidden = await createVendor(t.db);
    const listed = [];
    for (const country of ["NG", "NG", "GH"])
      listed.push(
        await createProduct(t.db, { vendorId: lagos.id, categoryId: fashion.id, countryOfOrigin: country }),
      );
    await createProduct(t.db, { vendorId: hidden.id, categoryId: fashion.id, countryOfOrigin: "GH" });
    await createProduct(t.db, { vendorId: lagos.id, categoryId: fashion.id, isActive: false });
    await t.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, hidden.id));

    expect((await listCategories(t.db)).find((category) => category.slug === "fashion")?.productCount).toBe(
      3,
    );
    expect(await countryCounts(t.db)).toEqual([
      { code: "NG", name: "Nigeria", count: 2 },
      { code: "GH", name: "Ghana", count: 1 },
    ]);
    expect((await getProductDetail(t.db, { productId: listed[0]!.id }))?.vendor.productCount).toBe(3);
    expect(await listProducts(t.db, { filters: {}, page: 1 })).toMatchObject({
      total: 3,
      totalIsLowerBound: false,
    });
    expect(
      await listProducts(t.db, { filters: { category: "fashion", country: "GH", verified: true }, page: 1 }),
    ).toMatchObject({ total: 1, totalIsLowerBound: false });
    expect(await listProducts(t.db, { filters: { supplierType: "trader" }, page: 1 })).toMatchObject({
      total: 0,
      rows: [],
    });
    // Filters on the products' own columns are counted from the products.
    expect(await listProducts(t.db, { filters: { country: "NG", inStock: true }, page: 1 })).toMatchObject({
      total: 2,
      totalIsLowerBound: false,
    });
  });
});
