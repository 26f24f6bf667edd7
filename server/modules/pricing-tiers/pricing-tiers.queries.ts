import { messages } from "#common/messages";
import { type LadderStep, unitPriceFor } from "#common/pricing/bulk-ladder";
import type { VendorPricingTier, VendorProductPricing } from "#common/views/vendor-pricing";
import { parseLadder } from "./parse-ladder";
import type { Db } from "#db/client";
import { bulkPricingTiers, products, settings } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";

export const defaultLadderSettingKey = "default_bulk_ladder";

/**
 * The platform ladder for products without their own tiers (setting `default_bulk_ladder`); none if unset.
 */
export async function getDefaultBulkLadder(db: Db): Promise<LadderStep[]> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, defaultLadderSettingKey))
    .limit(1);
  return row ? parseLadder(row.value) : [];
}

/**
 * The stored platform ladder as a scalar subquery (null when unset), for a statement that reads it
 * beside other rows (the product page); read the value with `parseLadder`.
 */
export function defaultBulkLadderValue(): SQL<unknown> {
  return sql`(select ${settings.value} from ${settings} where ${settings.key} = ${defaultLadderSettingKey})`.mapWith(
    settings.value,
  );
}

/**
 * A product's pricing as its vendor manages it: the product, its own tiers (lowest quantity first)
 * and the platform ladder that applies while it has none, each step with the unit price it gives. Another vendor's product is not found.
 */
export async function getVendorProductPricing(
  db: Db,
  { vendorId, productId }: { vendorId: string; productId: string },
): Promise<VendorProductPricing> {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      currency: products.currency,
      moq: products.moq,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)))
    .limit(1);
  if (!product) throw new AppError("NOT_FOUND", { message: messages.productPricing.productNotFound });
  const [tiers, defaultLadder] = await Promise.all([
    tiersOfProduct(db, { productId }),
    getDefaultBulkLadder(db),
  ]);
  const priced = <Step extends LadderStep>(steps: readonly Step[]) =>
    steps.map((step) => ({ ...step, unitPrice: unitPriceFor(product.price, step.minQuantity, steps) }));
  return { product, tiers: priced(tiers), platformLadder: priced(defaultLadder) };
}

/** A product's own tiers, lowest quantity first. */
export function tiersOfProduct(db: Db, { productId }: { productId: string }): Promise<VendorPricingTier[]> {
  return db
    .select({
      id: bulkPricingTiers.id,
      minQuantity: bulkPricingTiers.minQuantity,
      percentOff: sql<number>`${bulkPricingTiers.discountPercentage}::float8`,
    })
    .from(bulkPricingTiers)
    .where(eq(bulkPricingTiers.productId, productId))
    .orderBy(asc(bulkPricingTiers.minQuantity));
}
