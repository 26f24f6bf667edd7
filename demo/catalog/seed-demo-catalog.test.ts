import { count, eq, sql } from "drizzle-orm";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Db, queryRows } from "#db/client";
import { bulkPricingTiers, categories, productImages, products, reviews, vendors } from "#db/schema";
import { renderMissingArt } from "../art/render-jobs";
import { createLocalDiskStore } from "#server/modules/media/local-disk-store";
import { createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { buildDemoCatalog } from "./build-demo-catalog";
import { demoCatalogArtJobs } from "./catalog-art";
import { seedDemoCatalog } from "./seed-demo-catalog";

const t = useTestDatabase();
const now = new Date("2026-03-01T10:00:00Z");
const day = 86_400_000;

/** A fingerprint of every catalog table: any inserted, removed or changed row changes it. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = [
    "categories",
    "vendors",
    "products",
    "product_images",
    "bulk_pricing_tiers",
    "customization_options",
    "customization_option_values",
    "reviews",
    "users",
    "profiles",
  ];
  const result: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ digest: string }>(
      db,
      sql.raw(
        `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${table} t`,
      ),
    );
    result[table] = row!.digest;
  }
  return result;
}

describe("seedDemoCatalog", () => {
  it("creates at least 12 vendors in 6 countries and 200 products, each with a category and a picture", async () => {
    await seedDemoCatalog(t.db, { now });

    const vendorRows = await t.db.select().from(vendors);
    expect(vendorRows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(vendorRows.map((vendor) => vendor.countryCode)).size).toBeGreaterThanOrEqual(6);
    // Empty by meaning: no owner account (demo stores), not suspended, no reply promise of its own yet.
    const emptyByMeaning = new Set(["userId", "suspendedAt", "suspensionReason", "responseTimeTargetHours"]);
    for (const vendor of vendorRows) {
      for (const [column, value] of Object.entries(vendor)) {
        if (!emptyByMeaning.has(column)) expect(value, `${vendor.slug}.${column}`).not.toBeNull();
      }
      expect(vendor.mainProducts.length && vendor.markets.length && vendor.languages.length).toBeTruthy();
    }
    expect(new Set(vendorRows.map((vendor) => vendor.verified)).size).toBe(2);
    expect(new Set(vendorRows.map((vendor) => vendor.verificationLevel)).size).toBeGreaterThanOrEqual(3);

    expect(
      (await t.db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug).sort(),
    ).toEqual(["art", "beauty", "crafts", "fashion", "food-products", "home-decor", "jewelry", "machinery"]);
    const [{ n: productCount }] = (await t.db.select({ n: count() }).from(products)) as [{ n: number }];
    expect(productCount).toBeGreaterThanOrEqual(200);
    const orphans = await queryRows<{ id: string }>(
      t.db,
      sql`select p.id from products p where p.category_id is null or not exists (select 1 from product_images i where i.product_id = p.id)`,
    );
    expect(orphans).toEqual([]);
    const perCategory = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from products group by category_id`,
    );
    expect(perCategory).toHaveLength(8);
    expect(Math.min(...perCategory.map((row) => row.n))).toBeGreaterThanOrEqual(15);
  });

  it("writes believable products: kobo prices, stock levels, new arrivals, heritage pieces, specs and unique SKUs", async () => {
    await seedDemoCatalog(t.db, { now });
    const rows = await t.db.select().from(products);
    for (const product of rows) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(Object.keys(product.specifications).length).toBeGreaterThanOrEqual(4);
      expect(Object.keys(product.specifications).length).toBeLessThanOrEqual(8);
      expect(product.description.split(". ").length).toBeGreaterThanOrEqual(3);
    }
    expect(Math.min(...rows.map((row) => row.price))).toBeGreaterThanOrEqual(250_000);
    expect(Math.max(...rows.map((row) => row.price))).toBeLessThanOrEqual(250_000_000);
    expect(rows.some((row) => row.stockQuantity === 0)).toBe(true);
    expect(rows.some((row) => row.stockQuantity > 0 && row.stockQuantity <= 50)).toBe(true);
    expect(rows.filter((row) => row.stockQuantity > 50).length).toBeGreaterThan(rows.length / 2);
    const fresh = rows.filter((row) => now.getTime() - row.createdAt.getTime() < 7 * day);
    expect(fresh.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => now.getTime() - row.createdAt.getTime() <= 91 * day)).toBe(true);
    expect(
      rows.filter((row) => /heritage|traditional/i.test(`${row.name} ${row.description}`)).length,
    ).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(rows.length);
    // Some are on sale (what /deals lists): an earlier price above the price, near its stated discount.
    const onSale = rows.filter((row) => row.originalPrice !== null);
    expect(onSale.length).toBeGreaterThanOrEqual(12);
    for (const row of onSale) {
      expect(row.originalPrice!).toBeGreaterThan(row.price);
      expect(Math.abs((1 - row.price / row.originalPrice!) * 100 - row.discountPercentage)).toBeLessThan(5);
    }
  });

  it("gives every tier ladder rising quantities and rising discounts, for about half the products", async () => {
    await seedDemoCatalog(t.db, { now });
    const tiers = await t.db
      .select()
      .from(bulkPricingTiers)
      .orderBy(bulkPricingTiers.productId, bulkPricingTiers.minQuantity);
    const ladders = new Map<string, typeof tiers>();
    for (const tier of tiers) ladders.set(tier.productId, [...(ladders.get(tier.productId) ?? []), tier]);
    const total = (await t.db.select({ n: count() }).from(products))[0]!.n;
    expect(ladders.size).toBeGreaterThan(total * 0.3);
    expect(ladders.size).toBeLessThan(total * 0.7);
    for (const ladder of ladders.values()) {
      const quantities = ladder.map((tier) => tier.minQuantity);
      expect(new Set(quantities).size).toBe(quantities.length);
      const discounts = ladder.map((tier) => Number(tier.discountPercentage));
      expect(discounts).toEqual([...discounts].sort((a, b) => a - b));
      expect(new Set(discounts).size).toBe(discounts.length);
    }
  });

  it("sets each product's rating from its reviews, one review per reviewer", async () => {
    await seedDemoCatalog(t.db, { now });
    const mismatches = await queryRows<{ id: string }>(
      t.db,
      sql`select p.id from products p left join (select product_id, round(avg(rating)::numeric, 1) as average, count(*)::int as n from reviews group by product_id) r on r.product_id = p.id
          where p.rating_average <> coalesce(r.average, 0) or p.rating_count <> coalesce(r.n, 0)`,
    );
    expect(mismatches).toEqual([]);
    const reviewed = await queryRows<{ n: number }>(
      t.db,
      sql`select count(distinct product_id)::int as n from reviews`,
    );
    expect(reviewed[0]!.n).toBeGreaterThan(150);
    const ratings = await t.db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .groupBy(reviews.rating);
    const byStars = new Map(ratings.map((row) => [row.rating, row.n]));
    expect(byStars.get(5)! + byStars.get(4)!).toBeGreaterThan(
      (byStars.get(1) ?? 0) + (byStars.get(2) ?? 0) + (byStars.get(3) ?? 0),
    );
  });

  it("gives Lagos Threads to the demo vendor account", async () => {
    const owner = await createUser(t.db, { email: "vendor@lagosthreads.ng", role: "vendor" });
    await seedDemoCatalog(t.db, { now });
    const [lagosThreads] = await t.db.select().from(vendors).where(eq(vendors.slug, "lagos-threads"));
    expect(lagosThreads).toMatchObject({
      id: "ven_lagos-threads",
      userId: owner.id,
      countryCode: "NG",
      businessName: "Lagos Threads",
    });
    const fashion = await t.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.vendorId, "ven_lagos-threads"));
    expect(fashion[0]!.n).toBeGreaterThanOrEqual(12);
  });

  it("running it again changes nothing, and keeps what an admin edited", async () => {
    await seedDemoCatalog(t.db, { now });
    const [product] = await t.db.select().from(products).limit(1);
    await t.db
      .update(products)
      .set({ price: 123_400, name: "Renamed by an admin" })
      .where(eq(products.id, product!.id));
    await t.db
      .update(vendors)
      .set({ verified: false, description: "Edited" })
      .where(eq(vendors.id, "ven_lagos-threads"));
    const before = await fingerprint(t.db);

    await seedDemoCatalog(t.db, { now });
    await seedDemoCatalog(t.db, { now: new Date(now.getTime() + 30 * day) });

    expect(await fingerprint(t.db)).toEqual(before);
    const [edited] = await t.db.select().from(products).where(eq(products.id, product!.id));
    expect(edited).toMatchObject({ price: 123_400, name: "Renamed by an admin" });
  });

  it("is the same data every time for the same date", () => {
    const first = buildDemoCatalog({ now });
    const second = buildDemoCatalog({ now });
    expect(second.products).toEqual(first.products);
    expect(second.reviews).toEqual(first.reviews);
    expect(second.productArt).toEqual(first.productArt);
    expect(first.products.map((product) => product.id)).toEqual(
      buildDemoCatalog({ now: new Date(now.getTime() + day) }).products.map((product) => product.id),
    );
  });

  it("draws the pictures its rows point to (a handful here) and skips those already drawn", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "sab-seed-art-"));
    try {
      const store = createLocalDiskStore(root);
      const catalog = buildDemoCatalog({ now });
      const jobs = demoCatalogArtJobs(catalog);
      const keys = new Set(jobs.map((job) => job.key));
      for (const image of catalog.images) expect(keys.has(image.imageKey)).toBe(true);
      for (const { row } of catalog.vendors)
        expect(keys.has(row.logoKey!) && keys.has(row.coverKey!)).toBe(true);
      for (const category of catalog.categories) expect(keys.has(category.imageKey!)).toBe(true);

      const handful = [jobs[0]!, jobs[8]!, jobs.find((job) => job.key === catalog.images[0]!.imageKey)!];
      expect(await renderMissingArt(store, handful)).toEqual({ rendered: 3, existing: 0 });
      expect(await renderMissingArt(store, handful)).toEqual({ rendered: 0, existing: 3 });
      expect(await store.exists(catalog.images[0]!.imageKey)).toBe(true);
      const [image] = await t.db.select().from(productImages).limit(1);
      expect(image).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
