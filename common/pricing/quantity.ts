/**
 * The spec sets no upper bound on a product quantity; this one only keeps line totals
 * (price × quantity, integer minor units) far inside safe integers.
 */
export const maxQuantity = 1_000_000;

/** The smallest quantity a buyer may order: the product's minimum order, and never below 1. */
export function minimumQuantity(moq: number): number {
  return Math.min(maxQuantity, Math.max(1, Math.floor(moq) || 1));
}

/**
 * A typed or posted quantity made orderable: non-numeric text becomes the minimum, a
 * fraction is rounded down, anything under the minimum order is raised to it and anything over
 * `maximum` (never below the minimum) lowered to it.
 */
export function clampQuantity(value: unknown, moq: number, maximum = maxQuantity): number {
  const minimum = minimumQuantity(moq);
  const ceiling = Math.max(minimum, Math.min(maxQuantity, maximum));
  const parsed = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(parsed)) return minimum;
  return Math.min(ceiling, Math.max(minimum, Math.floor(parsed)));
}
