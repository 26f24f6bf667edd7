import { products } from "#db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { searchProducts } from "./search-products";
import { createSearchResultsCache } from "./search-results-cache";

const t = useTestDatabase();
const clientKey = "ip:test-client";

describe("search with kept rankings", () => {
  async function setUp() {
    let clock = 1_000_000;
    const rankings = createSearchResultsCache({ reuseMs: 30_000, now: () => clock });
    const vendor = await createVendor(t.db);
    const stole = await createProduct(t.db, { vendorId: vendor.id, name: "Kente Stole", price: 4_500_000 });
    const search = () => searchProducts(t.db, { clientKey, query: "kente", rankings });
    return { vendor, stole, search, rankings, later: (ms: number) => (clock += ms) };
  }

  it("shows fresh prices with a kept ranking, and a newly listed product once the ranking expires", async () => {
    const { vendor, stole, search, later } = await setUp();
    expect((await search()).rows.map((row) => row.id)).toEqual([stole.id]);

    await t.db.update(products).set({ price: 3_900_000 }).where(eq(products.id, stole.id));
    const shirt = await createProduct(t.db, { vendorId: vendor.id, name: "Kente Shirt" });
    const kept = await search();
    expect(kept.rows.map((row) => [row.id, row.price])).toEqual([[stole.id, 3_900_000]]);
    expect(kept.total).toBe(1);

    later(30_001);
    const ranked = await search();
    expect(ranked.rows.map((row) => row.id).sort()).toEqual([stole.id, shirt.id].sort());
    expect(ranked.total).toBe(2);
  });

  it("ranks again when a product of the kept ranking is no longer listed, so the count matches the cards", async () => {
    const { vendor, stole, search } = await setUp();
    const shirt = await createProduct(t.db, { vendorId: vendor.id, name: "Kente Shirt" });
    expect((await search()).total).toBe(2);

    await t.db.update(products).set({ isActive: false }).where(eq(products.id, shirt.id));
    const result = await search();
    expect(result.rows.map((row) => row.id)).toEqual([stole.id]);
    expect(result.total).toBe(1);
  });
});
