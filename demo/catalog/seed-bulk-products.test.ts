import { count, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "#db/client";
import { bulkPricingTiers, productImages, products } from "#db/schema";
import { useTestDatabase } from "../../tests/setup/database";
import { buildDemoCatalog } from "./build-demo-catalog";
import { bulkProductId, seedBulkProducts } from "./seed-bulk-products";
import { seedDemoCatalog } from "./seed-demo-catalog";

const t = useTestDatabase();
const now = new Date("2026-03-01T10:00:00Z");

const bulkCount = async () =>
  (await t.db.select({ n: count() }).from(products).where(like(products.id, "prd_bulk_%")))[0]!.n;

describe("seedBulkProducts", () => {
  it("needs the demo catalog's vendors", async () => {
    await expect(seedBulkProducts(t.db, { count: 5, now })).rejects.toThrow(/seed the demo data first/);
  });

  it("adds N products in batches, each with a demo picture, a category and sometimes tiers; again with the same N adds nothing", async () => {
    await seedDemoCatalog(t.db, { now });
    const batches: number[] = [];
    expect(
      await seedBulkProducts(t.db, { count: 25, batchSize: 10, now, onBatch: (done) => batches.push(done) }),
    ).toEqual({ inserted: 25 });
    expect(batches).toEqual([10, 20, 25]);
    expect(await bulkCount()).toBe(25);

    const demoKeys = new Set(buildDemoCatalog({ now }).images.map((image) => image.imageKey));
    const images = await t.db.select().from(productImages).where(like(productImages.productId, "prd_bulk_%"));
    expect(images).toHaveLength(25);
    for (const image of images) expect(demoKeys.has(image.imageKey)).toBe(true);
    const rows = await t.db.select().from(products).where(like(products.id, "prd_bulk_%"));
    expect(rows.every((row) => row.categoryId && row.vendorId && row.price > 0)).toBe(true);
    expect(new Set(rows.map((row) => row.vendorId)).size).toBeGreaterThan(10);
    const tiers = await t.db
      .select({ n: count() })
      .from(bulkPricingTiers)
      .where(like(bulkPricingTiers.productId, "prd_bulk_%"));
    expect(tiers[0]!.n).toBeGreaterThan(0);

    expect(await seedBulkProducts(t.db, { count: 25, batchSize: 10, now })).toEqual({ inserted: 0 });
    expect(await bulkCount()).toBe(25);
  });

  it("adds only the difference for a larger N, with the same rows as a fresh run would make", async () => {
    await seedDemoCatalog(t.db, { now });
    await seedBulkProducts(t.db, { count: 12, batchSize: 5, now });
    const first = await queryRows<{ id: string; name: string; price: number }>(
      t.db,
      sql`select id, name, price from products where id like 'prd_bulk_%' order by id`,
    );
    expect(await seedBulkProducts(t.db, { count: 20, batchSize: 5, now })).toEqual({ inserted: 8 });
    const after = await queryRows<{ id: string; name: string; price: number }>(
      t.db,
      sql`select id, name, price from products where id like 'prd_bulk_%' order by id`,
    );
    expect(after.slice(0, 12)).toEqual(first);
    expect(after.map((row) => row.id)).toEqual(Array.from({ length: 20 }, (_, i) => bulkProductId(i + 1)));
  });
});
