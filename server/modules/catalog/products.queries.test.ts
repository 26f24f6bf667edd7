import { and, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ProductFilters } from "#common/product-filters";
import { parseProductFilters } from "#common/schemas/product-filters";
import { queryRows } from "#db/client";
import { createCategory, createProduct, createVendor } from "../../../tests/catalog-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { filterConditions, newestFirst, productCardQuery } from "./product-cards";
import { countryCounts, listProducts, productSection } from "./products.queries";

const t = useTestDatabase();

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);

async function names(filters: ProductFilters, page = 1) {
  const { rows } = await listProducts(t.db, { filters, page });
  return rows.map((row) => row.name);
}

describe("listProducts", () => {
  it("lists listed products newest first as cards: first image, vendor, category, badges' inputs", async () => {
    const fashion = await createCategory(t.db, { slug: "fashion", name: "Fashion" });
    const vendor = await createVendor(t.db, {
      businessName: "Lagos Threads",
      verified: true,
      countryCode: "NG",
      supplierType: "designer",
    });
    const quietVendor = await createVendor(t.db, { isActive: false });
    await createProduct(t.db, { name: "Older", vendorId: vendor.id, createdAt: daysAgo(30) });
    await createProduct(t.db, {
      name: "Kente Stole",
      vendorId: vendor.id,
      categoryId: fashion.id,
      price: 1_250_000,
      moq: 5,
      stockQuantity: 40,
      sampleAvailable: true,
      ratingAverage: "4.3",
      ratingCount: 12,
      discountPercentage: 10,
      imageKeys: ["products/kente-front.jpg", "products/kente-back.jpg"],
      createdAt: daysAgo(1),
    });
    await createProduct(t.db, { name: "Hidden product", vendorId: vendor.id, isActive: false });
    await createProduct(t.db, { name: "Hidden vendor's product", vendorId: quietVendor.id });

    const result = await listProducts(t.db, { filters: {}, page: 1 });

    expect(result.total).toBe(2);
    expect(result.page).toBe(1);
    expect(result.pageSize).toBe(12);
    expect(result.rows.map((row) => row.name)).toEqual(["Kente Stole", "Older"]);
    expect(result.rows[0]).toMatchObject({
      price: 1_250_000,
      currency: "NGN",
      imageKey: "products/kente-front.jpg",
      imageAlt: "Kente Stole",
      vendor: {
        id: vendor.id,
        businessName: "Lagos Threads",
        verified: true,
        countryCode: "NG",
        supplierType: "designer",
      },
      category: { slug: "fashion", name: "Fashion" },
      ratingAverage: 4.3,
      ratingCount: 12,
      moq: 5,
      stockQuantity: 40,
      isNew: true,
      sampleAvailable: true,
      discountPercentage: 10,
    });
    expect(result.rows[1]).toMatchObject({ imageKey: null, category: null, isNew: false });
    expect(typeof result.rows[0]!.createdAt).toBe("string");
  });

  it("narrows by each filter", async () => {
    const fashion = await createCategory(t.db, { slug: "fashion" });
    const art = await createCategory(t.db, { slug: "art" });
    const verifiedMaker = await createVendor(t.db, { verified: true, supplierType: "Manufacturer" });
    const wholesaler = await createVendor(t.db, { verified: false, supplierType: "wholesaler" });
    const product = (name: string, fields: Parameters<typeof createProduct>[1]) =>
      createProduct(t.db, { name, vendorId: wholesaler.id, ...fields });
    await product("Adire Dress", {
      categoryId: fashion.id,
      price: 500_000,
      moq: 1,
      stockQuantity: 0,
      countryOfOrigin: "NG",
      ratingAverage: "4.8",
      description: "Indigo dyed",
    });
    await product("Mud Cloth Print", {
      categoryId: art.id,
      price: 2_000_000,
      moq: 10,
      stockQuantity: 5,
      countryOfOrigin: "ML",
      ratingAverage: "3.2",
      vendorId: verifiedMaker.id,
    });
    await product("Maasai Beads", {
      categoryId: null,
      price: 5_000_000,
      moq: 100,
      stockQuantity: 80,
      countryOfOrigin: "KE",
      ratingAverage: "0",
      description: "Hand-strung adire-blue glass",
    });

    const expectations: [string, ProductFilters, string[]][] = [
      ["search in name", { search: "mud cloth" }, ["Mud Cloth Print"]],
      ["search in description, any case", { search: "ADIRE" }, ["Maasai Beads", "Adire Dress"]],
      ["category", { category: "fashion" }, ["Adire Dress"]],
      ["unknown category", { category: "no-such-category" }, []],
      ["price from", { minPrice: 2_000_000 }, ["Maasai Beads", "Mud Cloth Print"]],
      ["price up to", { maxPrice: 2_000_000 }, ["Mud Cloth Print", "Adire Dress"]],
      ["price between", { minPrice: 600_000, maxPrice: 4_000_000 }, ["Mud Cloth Print"]],
      ["MOQ between", { minMoq: 5, maxMoq: 100 }, ["Maasai Beads", "Mud Cloth Print"]],
      ["in stock", { inStock: true }, ["Maasai Beads", "Mud Cloth Print"]],
      ["country of origin", { country: "KE" }, ["Maasai Beads"]],
      ["verified vendor", { verified: true }, ["Mud Cloth Print"]],
      ["supplier type, any case", { supplierType: "manufacturer" }, ["Mud Cloth Print"]],
      ["minimum rating", { minRating: 4 }, ["Adire Dress"]],
      ["minimum rating 3", { minRating: 3 }, ["Mud Cloth Print", "Adire Dress"]],
      ["filters combine", { inStock: true, maxMoq: 10 }, ["Mud Cloth Print"]],
    ];
    for (const [label, filters, expected] of expectations) {
      const result = await listProducts(t.db, { filters, page: 1 });
      expect(
        result.rows.map((row) => row.name),
        label,
      ).toEqual(expected);
      expect(result.total, label).toBe(expected.length);
    }
  });

  it("pages 12 at a time with the total; products created at the same instant never repeat or go missing", async () => {
    const vendor = await createVendor(t.db);
    const sameInstant = daysAgo(2);
    for (let i = 0; i < 27; i++) {
      await createProduct(t.db, {
        name: `Item ${i}`,
        vendorId: vendor.id,
        createdAt: i < 20 ? sameInstant : daysAgo(1),
      });
    }

    const pages = await Promise.all([1, 2, 3, 4].map((page) => listProducts(t.db, { filters: {}, page })));

    expect(pages.map((page) => page.rows.length)).toEqual([12, 12, 3, 0]);
    expect(pages.every((page) => page.total === 27)).toBe(true);
    const ids = pages.flatMap((page) => page.rows.map((row) => row.id));
    expect(new Set(ids).size).toBe(27);
    expect(pages[0]!.rows.slice(0, 7).every((row) => Number(row.name.split(" ")[1]) >= 20)).toBe(true);
    expect((await listProducts(t.db, { filters: {}, page: 1, pageSize: 5 })).rows).toHaveLength(5);
  });

  it("takes LIKE wildcards and backslashes in the search text literally", async () => {
    const vendor = await createVendor(t.db);
    for (const name of [
      "100% Cotton Wrap",
      "1000 Beads",
      "Shea_Butter",
      "Shea Butter Tub",
      "Path C:\\Crafts",
    ]) {
      await createProduct(t.db, { name, vendorId: vendor.id, description: "plain" });
    }
    expect(await names({ search: "100%" })).toEqual(["100% Cotton Wrap"]);
    expect(await names({ search: "%" })).toEqual(["100% Cotton Wrap"]);
    expect(await names({ search: "shea_" })).toEqual(["Shea_Butter"]);
    expect(await names({ search: "C:\\" })).toEqual(["Path C:\\Crafts"]);
    expect(await names({ search: "_" })).toEqual(["Shea_Butter"]);
  });

  it("ignores malformed query parameters rather than failing", async () => {
    const vendor = await createVendor(t.db);
    await createProduct(t.db, { name: "Basket", vendorId: vendor.id });
    const filters = parseProductFilters(
      new URLSearchParams(
        "q=%00&minPrice=lots&country=Nigeria&minRating=x&category=%00&moq=a-b&verified=perhaps",
      ),
    );
    expect(await names(filters)).toEqual(["Basket"]);
  });
});

describe("query plans", () => {
  it("walks products_created_idx for newest first instead of sorting every product", async () => {
    // On a near-empty table the planner would happily sort; forbidding sorts shows whether the
    // ORDER BY matches the index at all (drizzle's DESC indexes are NULLS LAST).
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      const query = productCardQuery(tx)
        .where(and(...filterConditions({})))
        .orderBy(...newestFirst())
        .limit(12);
      return queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${query}`);
    });
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("products_created_idx");
    expect(text).not.toMatch(/Sort Key: products\./);
  });
});

describe("productSection", () => {
  it("gives best selling by views, latest by date and the heritage collection, 12 each, listed products only", async () => {
    const vendor = await createVendor(t.db);
    const hiddenVendor = await createVendor(t.db, { isActive: false });
    for (let i = 0; i < 14; i++) {
      await createProduct(t.db, {
        name: `Plain ${i}`,
        vendorId: vendor.id,
        viewCount: i * 10,
        createdAt: daysAgo(30 - i),
      });
    }
    await createProduct(t.db, {
      name: "HERITAGE Stool",
      vendorId: vendor.id,
      viewCount: 1000,
      createdAt: daysAgo(3),
    });
    await createProduct(t.db, {
      name: "Beaded Bag",
      description: "Made the Traditional way",
      vendorId: vendor.id,
      createdAt: daysAgo(2),
    });
    await createProduct(t.db, {
      name: "Heritage (hidden)",
      vendorId: vendor.id,
      isActive: false,
      viewCount: 5000,
    });
    await createProduct(t.db, {
      name: "Traditional (hidden vendor)",
      vendorId: hiddenVendor.id,
      viewCount: 5000,
    });

    const sections = {
      bestSelling: await productSection(t.db, "bestSelling"),
      latest: await productSection(t.db, "latest"),
      heritage: await productSection(t.db, "heritage"),
    };

    expect(sections.bestSelling).toHaveLength(12);
    expect(sections.bestSelling.slice(0, 3).map((row) => row.name)).toEqual([
      "HERITAGE Stool",
      "Plain 13",
      "Plain 12",
    ]);
    expect(sections.latest).toHaveLength(12);
    expect(sections.latest.slice(0, 3).map((row) => row.name)).toEqual([
      "Beaded Bag",
      "HERITAGE Stool",
      "Plain 13",
    ]);
    expect(sections.heritage.map((row) => row.name)).toEqual(["Beaded Bag", "HERITAGE Stool"]);
  });

  it("gives empty sections for an empty catalog", async () => {
    for (const id of ["bestSelling", "latest", "heritage"] as const)
      expect(await productSection(t.db, id)).toEqual([]);
  });
});

describe("countryCounts", () => {
  it("counts listed products per country of origin with the country's name, most first", async () => {
    const vendor = await createVendor(t.db);
    const hiddenVendor = await createVendor(t.db, { isActive: false });
    for (const country of ["GH", "NG", "NG", "KE", "NG", "GH"])
      await createProduct(t.db, { vendorId: vendor.id, countryOfOrigin: country });
    await createProduct(t.db, { vendorId: vendor.id, countryOfOrigin: null });
    await createProduct(t.db, { vendorId: vendor.id, countryOfOrigin: "KE", isActive: false });
    await createProduct(t.db, { vendorId: hiddenVendor.id, countryOfOrigin: "ZA" });

    expect(await countryCounts(t.db)).toEqual([
      { code: "NG", name: "Nigeria", count: 3 },
      { code: "GH", name: "Ghana", count: 2 },
      { code: "KE", name: "Kenya", count: 1 },
    ]);
  });
});
