import { inArray } from "drizzle-orm";
import type { Db } from "#db/client";
import { bulkPricingTiers, productImages, products, vendors } from "#db/schema";
import { seededRandom } from "#server/lib/seeded-random";
import { categoryContent } from "./archetypes";
import { archetypesFor } from "./assign-products";
import { buildDemoCatalog } from "./build-demo-catalog";
import type { CategorySlug } from "./categories";
import { insertNewRows } from "./insert-in-chunks";
import { categoryId, slugify, vendorId } from "./keys";
import { initialsOfName, productFields } from "./product-fields";
import { pricingTiersFor } from "./pricing-tiers";
import { demoVendors } from "./vendors";

const day = 86_400_000;
/** A product row has about 25 parameters: 1,000 rows stay well under PostgreSQL's 65,535. */
const rowsPerStatement = 1000;
/** Collection words, so 100k products are not a few hundred names repeated. */
const collections = [
  "Classic",
  "Premium",
  "Select",
  "Studio",
  "Artisan",
  "Signature",
  "Everyday",
  "Export",
  "Market",
  "Atelier",
] as const;

export interface BulkSeedOptions {
  count: number;
  batchSize?: number;
  now?: Date;
  onBatch?: (done: number, total: number) => void;
}

/** What every generated product's id starts with, so demo seeds can tell them from the hand-made catalog. */
export const bulkProductIdPrefix = "prd_bulk_";
export const bulkProductId = (serial: number) => `${bulkProductIdPrefix}${String(serial).padStart(6, "0")}`;

/**
 * Adds `count` generated products (ids prd_bulk_000001 …) across the demo vendors and categories,
 * for benchmarks at catalog scale. Pictures reuse the demo products' images; about half get
 * quantity tiers. Batches are transactions; a batch already present is skipped, so the same count
 * can be run again and a larger count only adds the difference. Needs the demo catalog.
 */
export async function seedBulkProducts(
  db: Db,
  { count, batchSize = 1000, now = new Date(), onBatch }: BulkSeedOptions,
): Promise<{ inserted: number }> {
  const present = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      inArray(
        vendors.id,
        demoVendors.map((vendor) => vendorId(vendor.slug)),
      ),
    );
  if (present.length !== demoVendors.length)
    throw new Error("The large catalog reuses the demo vendors: seed the demo data first (SEED_DEMO=true).");
  const imagePool = heroImagesByCategory(now);

  let inserted = 0;
  for (let first = 1; first <= count; first += batchSize) {
    const last = Math.min(count, first + batchSize - 1);
    const [done] = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [bulkProductId(last)]));
    if (!done) {
      const batch = Array.from({ length: last - first + 1 }, (_, i) =>
        bulkProduct(first + i, now, imagePool),
      );
      inserted += await db.transaction(async (tx) => {
        const added = await insertNewRows(
          tx,
          products,
          batch.map((item) => item.product),
          rowsPerStatement,
        );
        await insertNewRows(
          tx,
          productImages,
          batch.map((item) => item.image),
          rowsPerStatement,
        );
        await insertNewRows(
          tx,
          bulkPricingTiers,
          batch.flatMap((item) => item.tiers),
          rowsPerStatement,
        );
        return added;
      });
    }
    onBatch?.(last, count);
  }
  return { inserted };
}

/** The first picture of every demo product, by category: the pool bulk products draw from. */
function heroImagesByCategory(now: Date): Map<CategorySlug, string[]> {
  const pool = new Map<CategorySlug, string[]>();
  for (const art of buildDemoCatalog({ now }).productArt) {
    if (art.view === 0) pool.set(art.category, [...(pool.get(art.category) ?? []), art.key]);
  }
  return pool;
}

function bulkProduct(serial: number, now: Date, imagePool: Map<CategorySlug, string[]>) {
  const rng = seededRandom(`bulk/${serial}`);
  const vendor = demoVendors[(serial - 1) % demoVendors.length]!;
  const [main, ...others] = vendor.categories;
  const category = others.length && rng.chance(0.35) ? rng.pick(others) : main!;
  const archetype = rng.pick(archetypesFor(vendor, category));
  const style = rng.pick(archetype.styles);
  const id = bulkProductId(serial);
  const padded = String(serial).padStart(6, "0");
  const fields = productFields(rng.fork("fields"), {
    content: categoryContent[category],
    archetype,
    style,
    vendor,
  });
  const name = `${rng.pick(collections)} ${fields.name}`;
  const createdAt = new Date(now.getTime() - Math.round(rng.between(1, 365) * day));
  return {
    product: {
      ...fields,
      name,
      // Bulk rows carry no option rows, so they do not claim to be customisable.
      customizationAvailable: false,
      id,
      slug: `${slugify(name)}-${padded}`,
      vendorId: vendorId(vendor.slug),
      categoryId: categoryId(category),
      sku: `SAB-BULK-${padded}`,
      modelNumber: `BULK-${initialsOfName(archetype.name)}-${padded}`,
      createdAt,
      updatedAt: createdAt,
    },
    image: {
      id: `img_bulk_${padded}`,
      productId: id,
      imageKey: rng.pick(imagePool.get(category) ?? []),
      alt: name,
      position: 0,
    },
    tiers: pricingTiersFor(rng.fork("tiers"), id, fields.moq ?? 1),
  };
}
