import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  customizationOptionValues,
  customizationOptions,
  productDocuments,
  products,
  settings,
  storeFollows,
} from "#db/schema";
import { newId } from "#server/lib/ids";
import { createCategory, createProduct, createReview, createVendor } from "../../../tests/catalog-factories";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { defaultLadderSettingKey } from "../pricing-tiers/pricing-tiers.queries";
import {
  getProductDetail,
  getProductSuggestions,
  getProductSummaries,
  getRecommendedProducts,
  getRelatedProducts,
} from "./product-detail.queries";

const t = useTestDatabase();

describe("getProductDetail", () => {
  it("returns the product with category, ordered images, documents and the vendor's real figures", async () => {
    const category = await createCategory(t.db, { name: "Textiles" });
    const vendor = await createVendor(t.db, {
      verified: true,
      responseRate: 97,
      responseTimeHours: 6,
      fulfillmentRate: 99,
      totalOrders: 321,
    });
    const product = await createProduct(t.db, {
      vendorId: vendor.id,
      categoryId: category.id,
      imageKeys: ["a.jpg", "b.jpg"],
    });
    const sibling = await createProduct(t.db, { vendorId: vendor.id });
    const hidden = await createProduct(t.db, { vendorId: vendor.id, isActive: false });
    const [ada, bayo] = [await createUser(t.db), await createUser(t.db)];
    await createReview(t.db, { productId: product.id, userId: ada.id, rating: 5 });
    await createReview(t.db, { productId: sibling.id, userId: ada.id, rating: 4 });
    await createReview(t.db, { productId: sibling.id, userId: bayo.id, rating: 4 });
    await createReview(t.db, { productId: hidden.id, userId: bayo.id, rating: 1 });
    await t.db.insert(storeFollows).values([
      { vendorId: vendor.id, userId: ada.id },
      { vendorId: vendor.id, userId: bayo.id },
    ]);
    await t.db.insert(productDocuments).values({
      id: newId("doc"),
      productId: product.id,
      name: "Certificate.pdf",
      fileKey: "docs/cert.pdf",
      mimeType: "application/pdf",
      sizeBytes: 2048,
    });

    const detail = await getProductDetail(t.db, { productId: product.id });

    expect(detail?.product).toMatchObject({
      id: product.id,
      name: product.name,
      price: product.price,
      countryOfOriginName: "Nigeria",
    });
    expect(detail?.category).toEqual({ id: category.id, slug: category.slug, name: "Textiles" });
    expect(detail?.images.map((image) => image.key)).toEqual(["a.jpg", "b.jpg"]);
    expect(detail?.documents).toEqual([
      { id: expect.any(String), name: "Certificate.pdf", mimeType: "application/pdf", sizeBytes: 2048 },
    ]);
    expect(detail?.vendor).toMatchObject({
      id: vendor.id,
      verified: true,
      productCount: 2,
      followers: 2,
      ratingAverage: 4.3, // 5, 4, 4 from active products; the inactive product's 1 is left out
      ratingCount: 3,
      responseRate: 97,
      responseTimeHours: 6,
      fulfillmentRate: 99,
      totalOrders: 321,
    });
  });

  it("is null for an unknown id, an inactive product and a product of an inactive vendor", async () => {
    const inactive = await createProduct(t.db, { isActive: false });
    const vendor = await createVendor(t.db, { isActive: false });
    const ofInactiveVendor = await createProduct(t.db, { vendorId: vendor.id });
    expect(await getProductDetail(t.db, { productId: "prd_missing" })).toBeNull();
    expect(await getProductDetail(t.db, { productId: inactive.id })).toBeNull();
    expect(await getProductDetail(t.db, { productId: ofInactiveVendor.id })).toBeNull();
  });

  it("uses the platform ladder without tiers and the product's own tiers when it has them", async () => {
    const plain = await createProduct(t.db);
    const tiered = await createProduct(t.db, {
      tiers: [
        { minQuantity: 20, discountPercentage: "12.50" },
        { minQuantity: 10, discountPercentage: "5" },
      ],
    });
    const platform = await getProductDetail(t.db, { productId: plain.id });
    expect(platform?.ladderSource).toBe("platform");
    expect(platform?.ladder).toEqual([
      { minQuantity: 3, percentOff: 3 },
      { minQuantity: 5, percentOff: 5 },
      { minQuantity: 50, percentOff: 10 },
      { minQuantity: 100, percentOff: 15 },
      { minQuantity: 500, percentOff: 25 },
    ]);
    const own = await getProductDetail(t.db, { productId: tiered.id });
    expect(own?.ladderSource).toBe("product");
    expect(own?.ladder).toEqual([
      { minQuantity: 10, percentOff: 5 },
      { minQuantity: 20, percentOff: 12.5 },
    ]);
  });

  it("answers each product its own detail when several are asked at once", async () => {
    const asked = [await createProduct(t.db), await createProduct(t.db), await createProduct(t.db)];
    const details = await Promise.all(
      [...asked, ...asked].map((product) => getProductDetail(t.db, { productId: product.id })),
    );
    expect(details.map((detail) => detail?.product.name)).toEqual(
      [...asked, ...asked].map((product) => product.name),
    );
  });

  it("shows the platform ladder and the vendor's figures as they are now, counting only that vendor", async () => {
    const vendor = await createVendor(t.db);
    const product = await createProduct(t.db, { vendorId: vendor.id });
    const other = await createVendor(t.db);
    await createProduct(t.db, { vendorId: other.id });
    const ada = await createUser(t.db);
    await t.db.insert(storeFollows).values({ vendorId: other.id, userId: ada.id });
    expect((await getProductDetail(t.db, { productId: product.id }))?.vendor).toMatchObject({
      productCount: 1,
      followers: 0,
    });

    await createProduct(t.db, { vendorId: vendor.id });
    await t.db.insert(storeFollows).values({ vendorId: vendor.id, userId: ada.id });
    const ladder = [{ minQuantity: 10, percentOff: 7 }];
    await t.db.update(settings).set({ value: ladder }).where(eq(settings.key, defaultLadderSettingKey));
    const changed = await getProductDetail(t.db, { productId: product.id });
    expect(changed?.vendor).toMatchObject({ productCount: 2, followers: 1 });
    expect(changed?.ladder).toEqual(ladder);

    await t.db.delete(settings).where(eq(settings.key, defaultLadderSettingKey));
    expect(await getProductDetail(t.db, { productId: product.id })).toMatchObject({
      ladder: [],
      ladderSource: "platform",
    });
  });

  it("lists active customization options with their active values", async () => {
    const product = await createProduct(t.db, { customizationAvailable: true });
    const [option] = await t.db
      .insert(customizationOptions)
      .values([
        {
          id: newId("opt"),
          productId: product.id,
          optionName: "Colour",
          optionType: "select",
          category: "Design",
          additionalCost: 5_000,
        },
        {
          id: newId("opt"),
          productId: product.id,
          optionName: "Retired",
          optionType: "text",
          isActive: false,
        },
      ])
      .returning();
    await t.db.insert(customizationOptionValues).values([
      { id: newId("val"), optionId: option!.id, value: "indigo", label: "Indigo", additionalCost: 1_000 },
      { id: newId("val"), optionId: option!.id, value: "gold", label: "Gold", isActive: false },
    ]);
    const detail = await getProductDetail(t.db, { productId: product.id });
    expect(detail?.customization).toEqual([
      expect.objectContaining({
        name: "Colour",
        type: "select",
        category: "Design",
        additionalCost: 5_000,
        values: [expect.objectContaining({ label: "Indigo", additionalCost: 1_000 })],
      }),
    ]);
    // A product that no longer offers customization lists none, whatever options remain stored.
    await t.db.update(products).set({ customizationAvailable: false }).where(eq(products.id, product.id));
    expect((await getProductDetail(t.db, { productId: product.id }))?.customization).toEqual([]);
  });
});

describe("related and recommended products", () => {
  it("relates up to 6 other active products of the same category, newest first", async () => {
    const category = await createCategory(t.db);
    const other = await createCategory(t.db);
    const product = await createProduct(t.db, { categoryId: category.id });
    const day = 24 * 60 * 60 * 1000;
    const siblings = [];
    for (let i = 0; i < 7; i += 1)
      siblings.push(
        await createProduct(t.db, { categoryId: category.id, createdAt: new Date(Date.now() - i * day) }),
      );
    await createProduct(t.db, { categoryId: category.id, isActive: false });
    await createProduct(t.db, { categoryId: other.id });

    const related = await getRelatedProducts(t.db, { productId: product.id, categoryId: category.id });
    expect(related.map((row) => row.id)).toEqual(siblings.slice(0, 6).map((row) => row.id));
    expect(await getRelatedProducts(t.db, { productId: product.id, categoryId: null })).toEqual([]);
  });

  it("recommends the most viewed products of the 2 top viewed categories plus the current one, leaving out viewed ones", async () => {
    const [current, liked, alsoLiked, barely, unrelated] = [
      await createCategory(t.db),
      await createCategory(t.db),
      await createCategory(t.db),
      await createCategory(t.db),
      await createCategory(t.db),
    ];
    const product = await createProduct(t.db, { categoryId: current.id });
    const viewedLiked = await createProduct(t.db, { categoryId: liked.id });
    const viewedAlso = await createProduct(t.db, { categoryId: alsoLiked.id });
    const viewedBarely = await createProduct(t.db, { categoryId: barely.id });
    const inCurrent = await createProduct(t.db, { categoryId: current.id, viewCount: 10 });
    const inLiked = await createProduct(t.db, { categoryId: liked.id, viewCount: 50 });
    const inAlso = await createProduct(t.db, { categoryId: alsoLiked.id, viewCount: 30 });
    await createProduct(t.db, { categoryId: barely.id, viewCount: 1_000 });
    await createProduct(t.db, { categoryId: unrelated.id, viewCount: 2_000 });
    await createProduct(t.db, { categoryId: liked.id, viewCount: 5_000, isActive: false });

    const recommended = await getRecommendedProducts(t.db, {
      productId: product.id,
      recentlyViewed: [
        { id: viewedBarely.id, viewCount: 1 },
        { id: viewedLiked.id, viewCount: 5 },
        { id: viewedAlso.id, viewCount: 3 },
      ],
    });
    expect(recommended.map((row) => row.id)).toEqual([inLiked.id, inAlso.id, inCurrent.id]);
  });

  it("recommends from the current category alone without history, at most 6", async () => {
    const category = await createCategory(t.db);
    const product = await createProduct(t.db, { categoryId: category.id, viewCount: 99 });
    const others = [];
    for (let i = 0; i < 8; i += 1)
      others.push(await createProduct(t.db, { categoryId: category.id, viewCount: i }));
    const recommended = await getRecommendedProducts(t.db, { productId: product.id, recentlyViewed: [] });
    expect(recommended.map((row) => row.id)).toEqual(
      others
        .reverse()
        .slice(0, 6)
        .map((row) => row.id),
    );
    const givenCategory = await getRecommendedProducts(t.db, {
      productId: product.id,
      categoryId: category.id,
      recentlyViewed: [],
    });
    expect(givenCategory).toEqual(recommended);
    expect(
      await getRecommendedProducts(t.db, { productId: product.id, categoryId: null, recentlyViewed: [] }),
    ).toEqual([]);
  });

  it("returns summaries in the order asked, without unknown or inactive products", async () => {
    const a = await createProduct(t.db, { imageKeys: ["a-1.jpg", "a-2.jpg"] });
    const b = await createProduct(t.db);
    const gone = await createProduct(t.db, { isActive: false });
    const rows = await getProductSummaries(t.db, { ids: [b.id, "prd_missing", gone.id, a.id, b.id] });
    expect(rows.map((row) => row.id)).toEqual([b.id, a.id]);
    expect(rows[1]).toMatchObject({ imageKey: "a-1.jpg", vendor: { id: a.vendorId } });
  });

  it("gathers the foot of a product page: related, the visitor's recently viewed and recommendations not already related", async () => {
    const category = await createCategory(t.db);
    const other = await createCategory(t.db);
    const product = await createProduct(t.db, { categoryId: category.id });
    const sibling = await createProduct(t.db, { categoryId: category.id, viewCount: 5 });
    const viewed = await createProduct(t.db, { categoryId: other.id });
    const inOther = await createProduct(t.db, { categoryId: other.id, viewCount: 9 });

    const found = await getProductSuggestions(t.db, {
      productId: product.id,
      recentlyViewed: [
        { id: product.id, viewCount: 3 },
        { id: viewed.id, viewCount: 2 },
      ],
      show: 6,
    });
    expect(found.related.map((row) => row.id)).toEqual([sibling.id]);
    expect(found.recentlyViewed.map((row) => row.id)).toEqual([viewed.id]);
    expect(found.recommended.map((row) => row.id)).toEqual([inOther.id]);

    const unknown = await getProductSuggestions(t.db, {
      productId: "prd_missing",
      recentlyViewed: [],
      show: 6,
    });
    expect(unknown).toEqual({ related: [], recentlyViewed: [], recommended: [] });
  });
});
