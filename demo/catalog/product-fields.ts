import type { products } from "#db/schema";
import type { SeededRandom } from "#server/lib/seeded-random";
import { countryRows } from "#db/seed/reference-data";
import type { CategoryContent, ProductArchetype, SpecTemplate } from "./archetypes/types";
import type { DemoVendor } from "./vendors";

type ProductFields = Omit<
  typeof products.$inferInsert,
  "id" | "slug" | "sku" | "modelNumber" | "vendorId" | "categoryId" | "createdAt" | "updatedAt"
>;

const countryNames = new Map(countryRows.map((row) => [row.code, row.name]));

/** Whole naira rounded to a price a shop would print, e.g. 23,417 → 23,500; then kobo. */
export function roundedPriceKobo(naira: number): number {
  const step = naira < 10_000 ? 100 : naira < 100_000 ? 500 : naira < 1_000_000 ? 5_000 : 50_000;
  return Math.max(step, Math.round(naira / step) * step) * 100;
}

/** Most products well stocked, some limited (1–50), a few out of stock, so every stock badge shows. */
function stockLevel(rng: SeededRandom, categorySlug: string): number {
  const roll = rng.next();
  if (roll < 0.08) return 0;
  if (roll < 0.3) return rng.int(1, 50);
  return categorySlug === "machinery" || categorySlug === "art" ? rng.int(51, 180) : rng.int(51, 2400);
}

function pickSpecs(rng: SeededRandom, template: SpecTemplate): Record<string, string> {
  return Object.fromEntries(
    Object.entries(template).map(([key, value]) => [
      key,
      typeof value === "string" ? value : rng.pick(value),
    ]),
  );
}

function describe(
  rng: SeededRandom,
  content: CategoryContent,
  archetype: ProductArchetype,
  vendor: DemoVendor,
): string {
  const details = rng.sample(archetype.details, rng.int(1, Math.min(2, archetype.details.length)));
  const country = countryNames.get(vendor.countryCode) ?? "Africa";
  const maker = rng.pick([
    `Made by ${vendor.businessName} in ${vendor.city}, ${country}.`,
    `Sold directly by ${vendor.businessName} of ${vendor.city}, ${country}.`,
    `${vendor.businessName} ships it from ${vendor.city}, ${country}.`,
  ]);
  return [archetype.summary, ...details, maker, rng.pick(content.closings)].join(" ");
}

/**
 * The columns of one product of `archetype` in `style`, drawn from `rng`: the same rng state
 * always gives the same product.
 */
export function productFields(
  rng: SeededRandom,
  {
    content,
    archetype,
    style,
    vendor,
  }: { content: CategoryContent; archetype: ProductArchetype; style: string; vendor: DemoVendor },
): ProductFields {
  const [minPrice, maxPrice] = archetype.priceNaira;
  const [minMoq, maxMoq] = archetype.moq;
  const lowVolume = content.slug === "art" || content.slug === "machinery";
  const fields = {
    name: `${style} ${archetype.name}`,
    description: describe(rng, content, archetype, vendor),
    price: roundedPriceKobo(rng.int(minPrice, maxPrice)),
    currency: "NGN",
    moq: rng.int(minMoq, maxMoq),
    stockQuantity: stockLevel(rng, content.slug),
    leadTime: rng.pick(archetype.leadTimes),
    sampleAvailable: rng.chance(lowVolume ? 0.1 : 0.55),
    countryOfOrigin: vendor.countryCode,
    specifications: pickSpecs(rng, archetype.specs),
    certifications: archetype.certifications
      ? rng.sample(archetype.certifications, rng.int(1, archetype.certifications.length))
      : [],
    packaging: archetype.packaging,
    hsCode: archetype.hsCode,
    // Seed rows only: a spread of plausible counts, heavier at the low end.
    viewCount: Math.floor(15 + 6000 * rng.next() ** 3),
    discountPercentage: rng.chance(0.12) ? rng.pick([5, 10, 15, 20]) : 0,
    customizationAvailable: Boolean(archetype.customization?.length) && rng.chance(0.6),
  };
  return { ...fields, originalPrice: earlierPrice(fields.price, fields.discountPercentage) };
}

/**
 * A discounted product shows the price it had before the discount (what /deals lists), rounded the
 * way the prices are; none when rounding leaves it no higher than the price. Draws nothing from the
 * rng, so every other field of the demo catalogue stays as it was.
 */
function earlierPrice(priceKobo: number, percentOff: number): number | null {
  if (percentOff <= 0) return null;
  const earlier = roundedPriceKobo(priceKobo / 100 / (1 - percentOff / 100));
  return earlier > priceKobo ? earlier : null;
}

/** "Ankara Wrap Dress" → "AWD"; used in model numbers. */
export function initialsOfName(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word[0]!.toUpperCase())
    .join("");
}
