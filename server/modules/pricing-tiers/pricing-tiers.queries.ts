import type { LadderStep } from "#common/pricing/bulk-ladder";
import { parseLadder } from "./parse-ladder";
import type { Db } from "#db/client";
import { bulkPricingTiers, settings } from "#db/schema";
import { asc, eq } from "drizzle-orm";

export const defaultLadderSettingKey = "default_bulk_ladder";

/** The platform ladder for products without their own tiers (setting `default_bulk_ladder`); none if unset. */
export async function getDefaultBulkLadder(db: Db): Promise<LadderStep[]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, defaultLadderSettingKey)).limit(1);
  return row ? parseLadder(row.value) : [];
}

/** A product's own tiers as ladder steps, lowest quantity first (empty when it uses the default). */
export async function getProductTiers(db: Db, { productId }: { productId: string }): Promise<LadderStep[]> {
  const rows = await db
    .select({ minQuantity: bulkPricingTiers.minQuantity, discountPercentage: bulkPricingTiers.discountPercentage })
    .from(bulkPricingTiers)
    .where(eq(bulkPricingTiers.productId, productId))
    .orderBy(asc(bulkPricingTiers.minQuantity));
  return rows.map((row) => ({ minQuantity: row.minQuantity, percentOff: Number(row.discountPercentage) }));
}
