import type { bulkPricingTiers } from "#db/schema";
import type { SeededRandom } from "#server/lib/seeded-random";

type NewTier = typeof bulkPricingTiers.$inferInsert;

/** Three ladders of rising quantity and rising discount; the one used is scaled to the product's MOQ. */
const ladders: readonly (readonly [number, number][])[] = [
  [
    [10, 5],
    [50, 10],
    [100, 15],
  ],
  [
    [5, 3],
    [20, 7],
    [50, 12],
  ],
  [
    [25, 5],
    [100, 10],
    [250, 15],
    [500, 20],
  ],
];

/** Quantity tiers for about half the products; none (the platform default ladder applies) for the rest. */
export function pricingTiersFor(rng: SeededRandom, productId: string, moq: number): NewTier[] {
  if (!rng.chance(0.5)) return [];
  const ladder = rng.pick(ladders);
  const scale = Math.max(1, Math.ceil(moq / ladder[0]![0]));
  return ladder.map(([quantity, percent], index) => ({
    id: `tier_${productId.slice(4)}_${index + 1}`,
    productId,
    minQuantity: quantity * scale,
    discountPercentage: percent.toFixed(2),
  }));
}
