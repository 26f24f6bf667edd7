import { messages } from "#common/messages";
import { rememberSearch } from "#common/search";
import { products, searchAnalytics } from "#db/schema";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createCategory, createProduct, createVendor } from "../../../tests/catalog-factories";
import { appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { searchProducts } from "./search-products";
import { popularSearches, searchSuggestions } from "./search.queries";

const t = useTestDatabase();
/** One anonymous visitor, unless a test says otherwise. */
const clientKey = "ip:test-client";

async function seedCatalog() {
  const fashion = await createCategory(t.db, { slug: "fashion", name: "Fashion" });
  const food = await createCategory(t.db, { slug: "food-products", name: "Food Products" });
  const vendor = await createVendor(t.db);
  const kente = await createProduct(t.db, {
    vendorId: vendor.id,
    categoryId: fashion.id,
    name: "Handwoven Kente Stole",
    description: "Silk stole woven in Bonwire.",
    price: 4_500_000,
    viewCount: 10,
  });
  const kenteShirt = await createProduct(t.db, {
    vendorId: vendor.id,
    categoryId: fashion.id,
    name: "Kente Print Shirt",
    description: "Cotton shirt.",
    price: 1_200_000,
    viewCount: 50,
  });
  const coffee = await createProduct(t.db, {
    vendorId: vendor.id,
    categoryId: food.id,
    name: "Sidamo Coffee Beans",
    description: "Washed arabica with notes of kente-bright citrus.",
    price: 800_000,
  });
  await createProduct(t.db, {
    vendorId: vendor.id,
    categoryId: fashion.id,
    name: "Kente Scarf (withdrawn)",
    isActive: false,
  });
  return { kente, kenteShirt, coffee };
}

describe("searchProducts", () => {
  let catalog: Awaited<ReturnType<typeof seedCatalog>>;
  beforeEach(async () => {
    catalog = await seedCatalog();
  });

  it("finds listed products by name, best match first, and never inactive ones", async () => {
    const result = await searchProducts(t.db, { clientKey, query: "kente stole" });
    expect(result.rows.map((row) => row.id)).toEqual([catalog.kente.id]);
    const broad = await searchProducts(t.db, { clientKey, query: "kente" });
    expect(broad.rows.map((row) => row.name)).not.toContain("Kente Scarf (withdrawn)");
    expect(broad.rows[0]?.name).toMatch(/^Kente|Handwoven Kente/);
    // Names only: the coffee whose description says "kente-bright" is not a match.
    expect(broad.total).toBe(2);
  });

  it("matches other forms of a word in the name, and SKUs as typed", async () => {
    expect((await searchProducts(t.db, { clientKey, query: "stoles" })).rows.map((row) => row.id)).toEqual([
      catalog.kente.id,
    ]);
    expect((await searchProducts(t.db, { clientKey, query: "shirting" })).rows.map((row) => row.id)).toEqual([
      catalog.kenteShirt.id,
    ]);
    const [coffee] = await t.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.id, catalog.coffee.id));
    expect((await searchProducts(t.db, { clientKey, query: coffee!.sku })).rows.map((row) => row.id)).toEqual(
      [catalog.coffee.id],
    );
  });

  it("matches the start of a word and tolerates a typo in the name", async () => {
    expect((await searchProducts(t.db, { clientKey, query: "sidam" })).rows.map((row) => row.id)).toEqual([
      catalog.coffee.id,
    ]);
    expect(
      (await searchProducts(t.db, { clientKey, query: "sidamo cofee" })).rows.map((row) => row.id),
    ).toContain(catalog.coffee.id);
  });

  it("sorts by price both ways and by newest, and narrows to a category", async () => {
    const cheapFirst = await searchProducts(t.db, { clientKey, query: "kente", sort: "price_asc" });
    expect(cheapFirst.rows.map((row) => row.price)).toEqual(
      [...cheapFirst.rows.map((row) => row.price)].sort((a, b) => a - b),
    );
    const dearFirst = await searchProducts(t.db, { clientKey, query: "kente", sort: "price_desc" });
    expect(dearFirst.rows[0]?.id).toBe(catalog.kente.id);
    const fashionOnly = await searchProducts(t.db, { clientKey, query: "kente", categorySlug: "fashion" });
    expect(fashionOnly.rows.map((row) => row.id).sort()).toEqual(
      [catalog.kente.id, catalog.kenteShirt.id].sort(),
    );
    expect(
      (await searchProducts(t.db, { clientKey, query: "kente", categorySlug: "no-such-category" })).total,
    ).toBe(0);
  });

  it("treats query syntax and SQL as plain text", async () => {
    for (const query of [
      "kente & !stole",
      "kente:* | coffee",
      "'); drop table products; --",
      "%_%",
      "\\\\",
    ]) {
      await expect(searchProducts(t.db, { clientKey, query })).resolves.toMatchObject({ page: 1 });
    }
    expect((await searchProducts(t.db, { clientKey, query: "kente & !stole" })).total).toBe(1);
    expect((await searchProducts(t.db, { clientKey, query: "%_%" })).total).toBe(0);
  });

  it("refuses fewer than 2 characters with the spec's message", async () => {
    const error = await appErrorFrom(searchProducts(t.db, { clientKey, query: " k " }));
    expect(error.fieldErrors).toEqual({ q: messages.search.tooShort });
  });

  it("records one analytics row per search, with its result count, whether it succeeded and who searched", async () => {
    const user = await createUser(t.db);
    await searchProducts(t.db, { clientKey: `user:${user.id}`, query: "  Kente   Stole ", userId: user.id });
    await searchProducts(t.db, { clientKey, query: "baobab" });
    await searchProducts(t.db, { clientKey, query: "baobab", page: 2 });
    const rows = await t.db.select().from(searchAnalytics).orderBy(searchAnalytics.createdAt);
    expect(
      rows.map(({ term, normalizedTerm, resultsCount, successful, userId, clientKey }) => ({
        term,
        normalizedTerm,
        resultsCount,
        successful,
        userId,
        clientKey,
      })),
    ).toEqual([
      {
        term: "Kente Stole",
        normalizedTerm: "kente stole",
        resultsCount: 1,
        successful: true,
        userId: user.id,
        clientKey: `user:${user.id}`,
      },
      {
        term: "baobab",
        normalizedTerm: "baobab",
        resultsCount: 0,
        successful: false,
        userId: null,
        clientKey,
      },
    ]);
  });

  it("pages without overlap", async () => {
    const first = await searchProducts(t.db, { clientKey, query: "kente", pageSize: 1 });
    const second = await searchProducts(t.db, { clientKey, query: "kente", pageSize: 1, page: 2 });
    const third = await searchProducts(t.db, { clientKey, query: "kente", pageSize: 1, page: 3 });
    expect(first.rows).toHaveLength(1);
    expect(second.rows).toHaveLength(1);
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(2);
    expect(third).toMatchObject({ rows: [], total: 2 });
  });
});

describe("searchSuggestions and popularSearches", () => {
  it("suggests at most five matches and nothing under 2 characters, without recording a search", async () => {
    const vendor = await createVendor(t.db);
    for (let n = 1; n <= 7; n += 1)
      await createProduct(t.db, { vendorId: vendor.id, name: `Adire Indigo Cloth ${n}` });
    expect(await searchSuggestions(t.db, { query: "adire" })).toHaveLength(5);
    expect(await searchSuggestions(t.db, { query: "a" })).toEqual([]);
    expect(await t.db.select().from(searchAnalytics)).toEqual([]);
  });

  it("ranks the week's successful searches by how many clients made them, case-insensitively", async () => {
    const vendor = await createVendor(t.db);
    await createProduct(t.db, { vendorId: vendor.id, name: "Shea Butter" });
    await createProduct(t.db, { vendorId: vendor.id, name: "Ankara Dress" });
    for (const [query, client] of [
      ["shea butter", "a"],
      ["Shea Butter", "b"],
      ["SHEA butter", "c"],
      ["ankara", "a"],
    ]) {
      await searchProducts(t.db, { clientKey: `ip:${client}`, query: query! });
    }
    const searchedOn = (daysAgo: number) => ({
      term: "ankara",
      normalizedTerm: "ankara",
      resultsCount: 1,
      successful: true,
      clientKey: "ip:d",
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    // Six days ago is inside the week; eight days ago is not.
    await t.db.insert(searchAnalytics).values([
      { id: "srch_six_days", ...searchedOn(6) },
      { id: "srch_eight_days", ...searchedOn(8) },
    ]);
    expect(await popularSearches(t.db)).toEqual([
      { term: expect.stringMatching(/^shea butter$/i), count: 3 },
      { term: "ankara", count: 2 },
    ]);
    expect(await popularSearches(t.db, { limit: 1 })).toHaveLength(1);
  });

  it("counts one client once however often it repeats a search, and never shows a search that found nothing", async () => {
    const vendor = await createVendor(t.db);
    await createProduct(t.db, { vendorId: vendor.id, name: "Shea Butter" });
    await createProduct(t.db, { vendorId: vendor.id, name: "Ankara Dress" });
    await createProduct(t.db, { vendorId: vendor.id, name: "Zobo Hibiscus Tea" });
    for (const client of ["a", "b", "c"])
      await searchProducts(t.db, { clientKey: `ip:${client}`, query: "shea butter" });
    for (const client of ["a", "b"])
      await searchProducts(t.db, { clientKey: `ip:${client}`, query: "ankara" });
    for (let n = 0; n < 12; n += 1) await searchProducts(t.db, { clientKey: "ip:stuffer", query: "zobo" });
    for (const client of ["a", "b", "c", "d"])
      await searchProducts(t.db, { clientKey: `ip:${client}`, query: "qwxzy junk" });
    expect(await popularSearches(t.db)).toEqual([
      { term: "shea butter", count: 3 },
      { term: "ankara", count: 2 },
      { term: "zobo", count: 1 },
    ]);
  });
});

describe("rememberSearch", () => {
  it("keeps five, newest first, without case-insensitive duplicates", () => {
    let recent: string[] = [];
    for (const term of ["kente", "shea", "Kente", "coffee", "adire", "beads", "mud cloth"])
      recent = rememberSearch(recent, term);
    expect(recent).toEqual(["mud cloth", "beads", "adire", "coffee", "Kente"]);
    expect(rememberSearch(recent, "a")).toEqual(recent);
  });
});
