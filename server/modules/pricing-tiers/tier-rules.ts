import { messages } from "#common/messages";
import { defaultFormatters } from "#common/format";
import { maxQuantity } from "#common/pricing/quantity";
import type { VendorPricingTier } from "#common/views/vendor-pricing";
import type { Db } from "#db/client";
import { products } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import { tiersOfProduct } from "./pricing-tiers.queries";

/**
 * Below 1% a tier is not worth a row in the buyer's table; above 90% it is almost surely a typo (9 typed
 * as 90, a price typed as a percentage) that would sell far below cost. The column itself allows 0–100.
 */
export const minTierDiscount = 1;
export const maxTierDiscount = 90;
/** The product page shows every tier in one table; more than this stops being readable on a phone. */
export const maxTiersPerProduct = 10;

const texts = messages.productPricing;

export interface TierInput {
  minQuantity: number;
  /** Up to two decimals, as the column stores it. */
  percentOff: number;
}

/**
 * The vendor's own product and its tiers (lowest quantity first), the product row locked until the
 * transaction ends so two sessions changing one product's ladder run one after the other. Another
 * vendor's product is not found, as if it did not exist.
 */
export async function lockProductLadder(
  tx: Db,
  { vendorId, productId }: { vendorId: string; productId: string },
): Promise<{ moq: number; tiers: VendorPricingTier[] }> {
  const [product] = await tx
    .select({ moq: products.moq })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)))
    .for("update");
  if (!product) throw new AppError("NOT_FOUND", { message: texts.productNotFound });
  const tiers = await tiersOfProduct(tx, { productId });
  return { moq: product.moq, tiers };
}

/** The lowest quantity a tier may start at: a tier under the minimum order could never apply, and 1 is the list price. */
export function lowestTierQuantity(moq: number): number {
  return Math.max(2, moq);
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/**
 * A typed tier checked against the product's other tiers: a whole quantity from the product's minimum
 * order to the largest orderable quantity, not already taken; a discount of 1–90% with at most two
 * decimals, more than every smaller tier's and less than every larger tier's, so buying more never
 * costs more per unit. Every problem is reported on its field at once.
 */
export function checkTier(
  input: { minQuantity: unknown; discountPercentage: unknown },
  { moq, otherTiers }: { moq: number; otherTiers: readonly TierInput[] },
): TierInput {
  const format = defaultFormatters;
  const fieldErrors: FieldErrors = {};
  const quantityText = text(input.minQuantity).replace(/,/g, "");
  const minQuantity = /^\d+$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  const lowest = lowestTierQuantity(moq);
  if (Number.isNaN(minQuantity)) fieldErrors.minQuantity = texts.minQuantityWhole;
  else if (minQuantity < lowest) fieldErrors.minQuantity = texts.minQuantityAtLeast(format.number(lowest));
  else if (minQuantity > maxQuantity)
    fieldErrors.minQuantity = texts.minQuantityAtMost(format.number(maxQuantity));
  else if (otherTiers.some((tier) => tier.minQuantity === minQuantity))
    fieldErrors.minQuantity = texts.minQuantityTaken(format.number(minQuantity));

  const discountText = text(input.discountPercentage).replace(/%$/, "").trim();
  const percentOff = /^\d+(\.\d{1,2})?$/.test(discountText) ? Number(discountText) : Number.NaN;
  if (Number.isNaN(percentOff)) fieldErrors.discountPercentage = texts.discountNumber;
  else if (percentOff < minTierDiscount || percentOff > maxTierDiscount)
    fieldErrors.discountPercentage = texts.discountRange(
      format.percent(minTierDiscount),
      format.percent(maxTierDiscount),
    );
  else if (!fieldErrors.minQuantity) {
    const below = otherTiers.filter((tier) => tier.minQuantity < minQuantity).at(-1);
    const above = otherTiers.find((tier) => tier.minQuantity > minQuantity);
    if (below && percentOff <= below.percentOff)
      fieldErrors.discountPercentage = texts.discountAbove(
        format.percent(below.percentOff),
        format.number(below.minQuantity),
      );
    else if (above && percentOff >= above.percentOff)
      fieldErrors.discountPercentage = texts.discountBelow(
        format.percent(above.percentOff),
        format.number(above.minQuantity),
      );
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError("VALIDATION", { fieldErrors });
  return { minQuantity, percentOff };
}
