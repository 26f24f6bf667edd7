import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { bulkPricingTiers } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import { checkTier, lockProductLadder } from "./tier-rules";

/** The vendor changes one of its product's tiers; checked against the product's other tiers. */
export async function updatePricingTier(
  db: Db,
  {
    vendorId,
    productId,
    tierId,
    minQuantity,
    discountPercentage,
  }: {
    vendorId: string;
    productId: string;
    tierId: unknown;
    minQuantity: unknown;
    discountPercentage: unknown;
  },
) {
  return db.transaction(async (tx) => {
    const { moq, tiers } = await lockProductLadder(tx, { vendorId, productId });
    const current = tiers.find((tier) => tier.id === tierId);
    if (!current) throw new AppError("NOT_FOUND", { message: messages.productPricing.tierNotFound });
    const tier = checkTier(
      { minQuantity, discountPercentage },
      { moq, otherTiers: tiers.filter((other) => other !== current) },
    );
    await tx
      .update(bulkPricingTiers)
      .set({ minQuantity: tier.minQuantity, discountPercentage: tier.percentOff.toFixed(2) })
      .where(and(eq(bulkPricingTiers.id, current.id), eq(bulkPricingTiers.productId, productId)));
    return { id: current.id };
  });
}
