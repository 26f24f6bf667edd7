import { describe, expect, it } from "vitest";
import { createProduct, createReview, createVendor } from "../../../tests/catalog-factories";
import { actorFor, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { refreshProductRating } from "../catalog/refresh-product-rating";
import { followStore } from "./follow-store";
import { getStore, listVendors, storeProducts, storeReviews, vendorFilterOptions } from "./vendors.queries";

const t = useTestDatabase();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A review by a fresh user, with the product's rating columns refreshed as the review command does. */
async function review(productId: string, rating: number, comment = "") {
  const user = await createUser(t.db);
  const row = await createReview(t.db, { productId, userId: user.id, rating, comment });
  await refreshProductRating(t.db, { productId });
  return { row, user };
}

describe("listVendors", () => {
  it("lists active vendors newest first, 12 a page, with the exact total", async () => {
    for (let index = 0; index < 13; index += 1)
      await createVendor(t.db, { businessName: `Shop ${index}`, createdAt: minutesAgo(100 - index) });
    await createVendor(t.db, { businessName: "Closed Shop", isActive: false });

    const first = await listVendors(t.db, { page: 1 });
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 12 });
    expect(first.rows.map((row) => row.businessName).slice(0, 2)).toEqual(["Shop 12", "Shop 11"]);
    const second = await listVendors(t.db, { page: 2 });
    expect(second.rows.map((row) => row.businessName)).toEqual(["Shop 0"]);
  });

  it("searches the business name or the country name, case-insensitively, with LIKE wildcards taken literally", async () => {
    await createVendor(t.db, { businessName: "Lagos Threads", countryCode: "NG" });
    await createVendor(t.db, { businessName: "Nairobi Beads", countryCode: "KE" });
    await createVendor(t.db, { businessName: "100% Shea", countryCode: "GH" });

    const names = async (search: string) =>
      (await listVendors(t.db, { search, page: 1 })).rows.map((row) => row.businessName).sort();
    expect(await names("threads")).toEqual(["Lagos Threads"]);
    expect(await names("KENYA")).toEqual(["Nairobi Beads"]);
    expect(await names("%")).toEqual(["100% Shea"]);
    expect(await names("_")).toEqual([]);
  });

  it("filters by country, business type (any case), verified and minimum rating", async () => {
    const verifiedNg = await createVendor(t.db, {
      countryCode: "NG",
      businessType: "Manufacturer",
      verified: true,
    });
    const ke = await createVendor(t.db, { countryCode: "KE", businessType: "Artisan Cooperative" });
    const rated = await createProduct(t.db, { vendorId: ke.id });
    await review(rated.id, 5);
    await review(rated.id, 4);

    const ids = async (filters: Parameters<typeof listVendors>[1]) =>
      (await listVendors(t.db, filters)).rows.map((row) => row.id);
    expect(await ids({ country: "KE", page: 1 })).toEqual([ke.id]);
    expect(await ids({ businessType: "artisan cooperative", page: 1 })).toEqual([ke.id]);
    expect(await ids({ verified: true, page: 1 })).toEqual([verifiedNg.id]);
    expect(await ids({ minRating: 4.5, page: 1 })).toEqual([ke.id]);
    expect(await listVendors(t.db, { minRating: 4.6, page: 1 })).toMatchObject({ rows: [], total: 0 });
  });

  it("aggregates rating (weighted by review counts, one decimal), review count and product count over listed products only", async () => {
    const vendor = await createVendor(t.db, { description: "Handwoven aso-oke." });
    const popular = await createProduct(t.db, { vendorId: vendor.id });
    const rare = await createProduct(t.db, { vendorId: vendor.id });
    const hidden = await createProduct(t.db, { vendorId: vendor.id, isActive: false });
    await createProduct(t.db, { vendorId: vendor.id });
    for (const rating of [5, 5, 4]) await review(popular.id, rating);
    await review(rare.id, 1);
    await review(hidden.id, 1);

    const [card] = (await listVendors(t.db, { page: 1 })).rows;
    // (4.7 × 3 + 1.0 × 1) / 4 = 3.775 → 3.8; the inactive product's review does not count.
    expect(card).toMatchObject({
      id: vendor.id,
      rating: 3.8,
      ratingCount: 4,
      productCount: 3,
      countryName: "Nigeria",
      description: "Handwoven aso-oke.",
    });

    const empty = await createVendor(t.db);
    const emptyCard = (await listVendors(t.db, { page: 1 })).rows.find((row) => row.id === empty.id);
    expect(emptyCard).toMatchObject({ rating: 0, ratingCount: 0, productCount: 0 });
  });

  it("offers the countries and business types of active vendors as filter choices", async () => {
    await createVendor(t.db, { countryCode: "KE", businessType: "Wholesaler" });
    await createVendor(t.db, { countryCode: "GH", businessType: "Exporter", isActive: false });
    expect(await vendorFilterOptions(t.db)).toEqual({
      countries: [{ code: "KE", name: "Kenya" }],
      businessTypes: ["Wholesaler"],
    });
  });
});

describe("getStore", () => {
  it("returns the full profile with stats and whether the viewer follows or owns it", async () => {
    const owner = await createUser(t.db, { role: "vendor" });
    const vendor = await createVendor(t.db, {
      userId: owner.id,
      premium: true,
      establishedYear: 2012,
      mainProducts: ["Aso-oke", "Adire"],
      tradeShows: [{ name: "Lagos Fashion Week", year: 2023 }],
      minOrderValue: 5_000_000,
    });
    const product = await createProduct(t.db, { vendorId: vendor.id });
    await review(product.id, 4);
    const fan = await createUser(t.db);
    await followStore(t.db, { actor: actorFor(fan), vendorId: vendor.id });

    const asFan = await getStore(t.db, { vendorId: vendor.id, viewerId: fan.id });
    expect(asFan).toMatchObject({
      id: vendor.id,
      premium: true,
      establishedYear: 2012,
      mainProducts: ["Aso-oke", "Adire"],
      tradeShows: [{ name: "Lagos Fashion Week", year: 2023 }],
      minOrderValue: 5_000_000,
      productCount: 1,
      rating: 4,
      ratingCount: 1,
      followerCount: 1,
      viewerFollows: true,
      viewerOwns: false,
    });
    expect(asFan).not.toHaveProperty("userId");
    expect(await getStore(t.db, { vendorId: vendor.id, viewerId: null })).toMatchObject({
      viewerFollows: false,
      viewerOwns: false,
    });
    expect(await getStore(t.db, { vendorId: vendor.id, viewerId: owner.id })).toMatchObject({
      viewerFollows: false,
      viewerOwns: true,
    });
  });

  it("is null for unknown and inactive vendors", async () => {
    const closed = await createVendor(t.db, { isActive: false });
    expect(await getStore(t.db, { vendorId: closed.id, viewerId: null })).toBeNull();
    expect(await getStore(t.db, { vendorId: "ven_missing", viewerId: null })).toBeNull();
  });
});

describe("storeProducts", () => {
  it("lists only this store's listed products, newest first, and searches text of at least 2 characters", async () => {
    const vendor = await createVendor(t.db);
    const older = await createProduct(t.db, {
      vendorId: vendor.id,
      name: "Indigo Adire Scarf",
      createdAt: minutesAgo(10),
      imageKeys: ["adire.jpg"],
    });
    const newer = await createProduct(t.db, {
      vendorId: vendor.id,
      name: "Aso-oke Cap",
      createdAt: minutesAgo(5),
    });
    await createProduct(t.db, { vendorId: vendor.id, name: "Hidden Adire", isActive: false });
    await createProduct(t.db, { name: "Someone else's Adire" });

    const all = await storeProducts(t.db, { vendorId: vendor.id, page: 1 });
    expect(all.rows.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(all).toMatchObject({ total: 2, pageSize: 12 });
    expect(all.rows[1]).toMatchObject({ imageKey: "adire.jpg", vendor: { id: vendor.id } });

    expect(
      (await storeProducts(t.db, { vendorId: vendor.id, search: " adire ", page: 1 })).rows.map(
        (row) => row.id,
      ),
    ).toEqual([older.id]);
    expect((await storeProducts(t.db, { vendorId: vendor.id, search: "a", page: 1 })).total).toBe(2);
    expect((await storeProducts(t.db, { vendorId: vendor.id, search: "100%", page: 1 })).total).toBe(0);
  });
});

describe("storeReviews", () => {
  it("lists reviews of the store's listed products newest first, with reviewer and product names, 10 a page", async () => {
    const vendor = await createVendor(t.db);
    const scarf = await createProduct(t.db, { vendorId: vendor.id, name: "Adire Scarf" });
    const hidden = await createProduct(t.db, { vendorId: vendor.id, isActive: false });
    await review(hidden.id, 2);
    await review((await createProduct(t.db)).id, 3);
    const reviewers: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const { user } = await review(scarf.id, 5, `Lovely ${index}`);
      reviewers.push(user.name);
    }

    const first = await storeReviews(t.db, { vendorId: vendor.id, page: 1 });
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({
      rating: 5,
      comment: "Lovely 10",
      userName: reviewers[10],
      productId: scarf.id,
      productName: "Adire Scarf",
    });
    expect(typeof first.rows[0]!.createdAt).toBe("string");
    expect(
      (await storeReviews(t.db, { vendorId: vendor.id, page: 2 })).rows.map((row) => row.comment),
    ).toEqual(["Lovely 0"]);
  });
});
