import { describe, expect, it } from "vitest";
import { createCategory, createProduct, createVendor } from "../../../tests/catalog-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { productFilterOptions } from "./filter-options.queries";
import { featuredVendors, homeMore, homePage } from "./home.queries";

const t = useTestDatabase();
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe("featuredVendors", () => {
  it("shows active verified vendors, newest first, at most 8, with their country's name", async () => {
    for (let i = 0; i < 10; i++)
      await createVendor(t.db, {
        businessName: `Verified ${i}`,
        verified: true,
        countryCode: "GH",
        createdAt: daysAgo(20 - i),
      });
    await createVendor(t.db, { businessName: "Unverified", verified: false });
    await createVendor(t.db, { businessName: "Closed", verified: true, isActive: false });

    const rows = await featuredVendors(t.db);

    expect(rows.map((row) => row.businessName)).toEqual([
      "Verified 9",
      "Verified 8",
      "Verified 7",
      "Verified 6",
      "Verified 5",
      "Verified 4",
      "Verified 3",
      "Verified 2",
    ]);
    expect(rows[0]).toMatchObject({ countryCode: "GH", countryName: "Ghana", city: "Lagos" });
  });
});

describe("homePage and homeMore", () => {
  it("serve the best sellers and the categories with counts, then the sections below the fold", async () => {
    const crafts = await createCategory(t.db, { slug: "crafts", name: "Crafts" });
    const vendor = await createVendor(t.db, { verified: true });
    await createProduct(t.db, { name: "Traditional Basket", vendorId: vendor.id, categoryId: crafts.id });

    const page = await homePage(t.db);
    const more = await homeMore(t.db);

    expect(page.bestSelling.map((row) => row.name)).toEqual(["Traditional Basket"]);
    expect(page.categories).toEqual([expect.objectContaining({ slug: "crafts", productCount: 1 })]);
    expect(more.latest.map((row) => row.name)).toEqual(["Traditional Basket"]);
    expect(more.heritage.map((row) => row.name)).toEqual(["Traditional Basket"]);
    expect(more.featuredVendors.map((row) => row.id)).toEqual([vendor.id]);
  });
});

describe("productFilterOptions", () => {
  it("offers the categories, every country and the supplier types of active vendors", async () => {
    await createCategory(t.db, { slug: "fashion", name: "Fashion" });
    await createVendor(t.db, { supplierType: "Manufacturer" });
    await createVendor(t.db, { supplierType: "manufacturer" });
    await createVendor(t.db, { supplierType: "exporter" });
    await createVendor(t.db, { supplierType: "distributor", isActive: false });

    const options = await productFilterOptions(t.db);

    expect(options.categories).toEqual([{ slug: "fashion", name: "Fashion" }]);
    expect(options.supplierTypes).toEqual(["exporter", "manufacturer"]);
    expect(options.countries).toContainEqual({ code: "NG", name: "Nigeria" });
  });
});
