import { applyPercentOff } from "../money";

/**
 * One step of a quantity-discount ladder: from `minQuantity` units on, `percentOff` off the unit
 * price. Percentages may carry two decimals (bulk_pricing_tiers.discount_percentage).
 */
export interface LadderStep {
  minQuantity: number;
  percentOff: number;
}

/** Lowest quantity first. */
export function sortLadder(steps: readonly LadderStep[]): LadderStep[] {
  return [...steps].sort((a, b) => a.minQuantity - b.minQuantity);
}

/**
 * The ladder that applies to a product: its own tiers when it has any, else the platform default.
 * Product page, B2B tab and cart all price through this and {@link unitPriceFor}.
 */
export function applicableLadder(
  productTiers: readonly LadderStep[],
  defaultLadder: readonly LadderStep[],
): LadderStep[] {
  return sortLadder(productTiers.length > 0 ? productTiers : defaultLadder);
}

/** The step a quantity reaches (the one with the highest minimum at or below it), or null. */
export function stepFor(quantity: number, ladder: readonly LadderStep[]): LadderStep | null {
  let reached: LadderStep | null = null;
  for (const step of ladder) {
    if (step.minQuantity <= quantity && (!reached || step.minQuantity > reached.minQuantity)) reached = step;
  }
  return reached;
}

/** Unit price in integer minor units for a quantity: the price lowered by the step the quantity reaches. */
export function unitPriceFor(price: number, quantity: number, ladder: readonly LadderStep[]): number {
  const step = stepFor(quantity, ladder);
  return step ? applyPercentOff(price, step.percentOff) : price;
}

/** The deepest discount on the ladder ("Up to N% off in bulk"); 0 for an empty ladder. */
export function maxPercentOff(ladder: readonly LadderStep[]): number {
  return ladder.reduce((max, step) => Math.max(max, step.percentOff), 0);
}
