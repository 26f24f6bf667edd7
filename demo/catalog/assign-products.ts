import { seededRandom } from "#server/lib/seeded-random";
import { categoryContent } from "./archetypes";
import type { ProductArchetype } from "./archetypes/types";
import type { CategorySlug } from "./categories";
import type { DemoVendor } from "./vendors";

export interface ProductPlan {
  vendor: DemoVendor;
  category: CategorySlug;
  archetype: ProductArchetype;
  style: string;
}

/** Archetypes of a category this vendor makes (those with no maker list are made by anyone in it). */
export function archetypesFor(vendor: DemoVendor, category: CategorySlug): ProductArchetype[] {
  return categoryContent[category].archetypes.filter(
    (archetype) => !archetype.madeBy || archetype.madeBy.includes(vendor.slug),
  );
}

/** The main line gets about two thirds of a vendor's products, the other categories share the rest. */
function slotsPerCategory(vendor: DemoVendor): [CategorySlug, number][] {
  const [main, ...others] = vendor.categories;
  if (!others.length) return [[main!, vendor.productCount]];
  const mainCount = Math.round(vendor.productCount * 0.65);
  const rest = vendor.productCount - mainCount;
  return [
    [main!, mainCount],
    ...others.map((category, i): [CategorySlug, number] => [
      category,
      Math.floor(rest / others.length) + (i < rest % others.length ? 1 : 0),
    ]),
  ];
}

/**
 * Which product each vendor lists: round-robin over its archetypes so a store shows variety,
 * never repeating a name across the marketplace. Deterministic.
 */
export function planDemoProducts(vendors: readonly DemoVendor[]): ProductPlan[] {
  const takenNames = new Set<string>();
  const plans: ProductPlan[] = [];
  for (const vendor of vendors) {
    const rng = seededRandom(`plan/${vendor.slug}`);
    for (const [category, count] of slotsPerCategory(vendor)) {
      const candidates = roundRobin(
        rng
          .sample(archetypesFor(vendor, category), Infinity)
          .map((archetype) => rng.sample(archetype.styles, Infinity).map((style) => ({ archetype, style }))),
      );
      const available = candidates.filter(
        ({ archetype, style }) => !takenNames.has(`${style} ${archetype.name}`),
      );
      if (available.length < count)
        throw new Error(
          `Demo catalog: ${vendor.slug} needs ${count} ${category} products but only ${available.length} names are free`,
        );
      for (const { archetype, style } of available.slice(0, count)) {
        takenNames.add(`${style} ${archetype.name}`);
        plans.push({ vendor, category, archetype, style });
      }
    }
  }
  return plans;
}

/** [[a1, a2], [b1]] → [a1, b1, a2]. */
function roundRobin<T>(lists: readonly (readonly T[])[]): T[] {
  const result: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) result.push(list[i]!);
  return result;
}
