import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { bulkPricingTiers } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import { lockProductLadder } from "./tier-rules";

/**
 * The vendor deletes one of its product's tiers. The rest still rise (removing a step keeps the
 * order); deleting the last one puts the product back on the platform ladder.
 */
export async function deletePricingTier(
  db: Db,
  { vendorId, productId, tierId }: { vendorId: string; productId: string; tierId: unknown },
) {
  return db.transaction(async (tx) => {
    await lockProductLadder(tx, { vendorId, productId });
    const [row] = await tx
      .delete(bulkPricingTiers)
      .where(and(eq(bulkPricingTiers.id, String(tierId ?? "")), eq(bulkPricingTiers.productId, productId)))
      .returning({ id: bulkPricingTiers.id });
    if (!row) throw new AppError("NOT_FOUND", { message: messages.productPricing.tierNotFound });
    return row;
  });
}
