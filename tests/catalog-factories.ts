import type { Db } from "#db/client";
import { bulkPricingTiers, categories, productImages, products, reviews, vendors } from "#db/schema";
import { newId } from "#server/lib/ids";
import { refreshProductRating } from "#server/modules/catalog/refresh-product-rating";

let sequence = 0;
const next = () => ++sequence;

type NewCategory = typeof categories.$inferInsert;
type NewVendor = typeof vendors.$inferInsert;
type NewProduct = typeof products.$inferInsert;

export async function createCategory(db: Db, overrides: Partial<NewCategory> = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ id: newId("cat"), slug: `category-${n}`, name: `Category ${n}`, ...overrides })
    .returning();
  return row!;
}

export async function createVendor(db: Db, overrides: Partial<NewVendor> = {}) {
  const n = next();
  const [row] = await db
    .insert(vendors)
    .values({
      id: newId("ven"),
      slug: `vendor-${n}`,
      businessName: `Vendor ${n} Ltd`,
      businessEmail: `vendor${n}@example.com`,
      businessType: "Manufacturer",
      supplierType: "manufacturer",
      countryCode: "NG",
      city: "Lagos",
      ...overrides,
    })
    .returning();
  return row!;
}

/** A product with its vendor (made when not given); price in kobo. */
export async function createProduct(
  db: Db,
  overrides: Partial<NewProduct> & {
    tiers?: { minQuantity: number; discountPercentage: string }[];
    imageKeys?: string[];
  } = {},
) {
  const { tiers = [], imageKeys = [], ...fields } = overrides;
  const n = next();
  const vendorId = fields.vendorId ?? (await createVendor(db)).id;
  const [row] = await db
    .insert(products)
    .values({
      id: newId("prd"),
      slug: `product-${n}`,
      name: `Product ${n}`,
      description: `Description of product ${n}`,
      price: 1_000_000,
      stockQuantity: 100,
      sku: `SKU-${n}-${newId("x").slice(2, 8)}`,
      countryOfOrigin: "NG",
      ...fields,
      vendorId,
    })
    .returning();
  if (tiers.length)
    await db
      .insert(bulkPricingTiers)
      .values(tiers.map((tier) => ({ id: newId("tier"), productId: row!.id, ...tier })));
  if (imageKeys.length) {
    await db.insert(productImages).values(
      imageKeys.map((imageKey, position) => ({
        id: newId("img"),
        productId: row!.id,
        imageKey,
        alt: row!.name,
        position,
      })),
    );
  }
  return row!;
}

/**
 * A review, with the product's stored rating refreshed as submitReview does (the two never disagree in the
 * app).
 */
export async function createReview(
  db: Db,
  {
    productId,
    userId,
    rating,
    comment = "",
  }: { productId: string; userId: string; rating: number; comment?: string },
) {
  const [row] = await db
    .insert(reviews)
    .values({ id: newId("rev"), productId, userId, rating, comment })
    .returning();
  await refreshProductRating(db, { productId });
  return row!;
}
