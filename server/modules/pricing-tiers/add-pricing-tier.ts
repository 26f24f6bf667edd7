import { defaultFormatters } from "#common/format";
import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { bulkPricingTiers } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { checkTier, lockProductLadder, maxTiersPerProduct } from "./tier-rules";

/**
 * The vendor adds a quantity tier to one of its products (rules in tier-rules.ts, checked with the
 * product locked). From then on the product prices with its own tiers instead of the platform ladder.
 */
export async function addPricingTier(
  db: Db,
  {
    vendorId,
    productId,
    minQuantity,
    discountPercentage,
  }: { vendorId: string; productId: string; minQuantity: unknown; discountPercentage: unknown },
) {
  return db.transaction(async (tx) => {
    const { moq, tiers } = await lockProductLadder(tx, { vendorId, productId });
    if (tiers.length >= maxTiersPerProduct)
      throw new AppError("VALIDATION", {
        message: messages.productPricing.tooManyTiers(defaultFormatters.number(maxTiersPerProduct)),
      });
    const tier = checkTier({ minQuantity, discountPercentage }, { moq, otherTiers: tiers });
    const [row] = await tx
      .insert(bulkPricingTiers)
      .values({
        id: newId("tier"),
        productId,
        minQuantity: tier.minQuantity,
        discountPercentage: tier.percentOff.toFixed(2),
      })
      .returning({ id: bulkPricingTiers.id });
    return row!;
  });
}
