import { describe, expect, it } from "vitest";
import { type SeededRandom, seededRandom } from "#server/lib/seeded-random";
import { maxQuoteTotal, maxRfqQuantity } from "#common/rfq";
import { maxQuoteUnitPrice } from "#server/modules/rfqs/quote-rfq";
import type { LadderStep } from "./bulk-ladder";
import { customizationUnitCost, priceCart, type PricingInput, type PromotionTerms } from "./cart-pricing";

/**
 * `priceCart` alone, as properties over random carts: catalogue lines (bulk ladders, customization)
 * mixed with quote-priced lines (`fixedUnitPrice`), any corporate discount, promotion, VAT rate and
 * shipping price the database allows. A failing case names its seed; `PROPERTY_SEED=<seed>` reruns it.
 */
const caseCount = 600;
const baseSeed = "cart-pricing-properties/v2";

type PricingLine = PricingInput["lines"][number];

/** A bulk ladder of up to four steps, each above 0% and below 100% off, as the database allows. */
function randomLadder(random: SeededRandom): LadderStep[] {
  let minQuantity = 1;
  return Array.from({ length: random.int(0, 4) }, () => {
    minQuantity += random.int(1, 200);
    return { minQuantity, percentOff: random.int(1, 9_999) / 100 };
  });
}

/** A catalogue line: list price, a ladder and maybe customization, its quantity often on a step's edge. */
function catalogueLine(random: SeededRandom, index: number): PricingLine {
  const ladder = randomLadder(random);
  return {
    productId: `p${index}`,
    price: random.pick([1, random.int(1, 5_000_000)]),
    quantity: random.pick([
      1,
      ...ladder.flatMap((step) => [step.minQuantity - 1, step.minQuantity]),
      random.int(1, 800),
    ]),
    ladder,
    customization: random.chance(0.5)
      ? { perUnit: random.int(0, 500_000), setupCost: random.pick([0, random.int(1, 5_000_000)]) }
      : undefined,
  };
}

/**
 * A quote-priced line anywhere the quote form allows (up to its quantity, unit price and total limits):
 * the engine must ignore its list price, ladder and customization, so they are random too (a quote may
 * undercut or exceed the list price; its product may even share another line's id).
 */
function quoteLine(random: SeededRandom, index: number): PricingLine {
  const quantity = random.pick([1, random.int(1, 20_000), random.int(1, maxRfqQuantity)]);
  const largest = Math.min(maxQuoteUnitPrice, Math.floor(maxQuoteTotal / quantity));
  return {
    ...catalogueLine(random, index),
    productId: random.chance(0.3) ? "p0" : `q${index}`,
    quantity,
    fixedUnitPrice: random.pick([
      1,
      random.int(1, Math.min(5_000_000, largest)),
      random.int(1, largest),
      largest,
    ]),
  };
}

function randomInput(random: SeededRandom): PricingInput {
  const quoteShare = random.pick([0, 0.3, 1]);
  const lines = Array.from({ length: random.int(0, 6) }, (_, index) =>
    random.chance(quoteShare) ? quoteLine(random, index) : catalogueLine(random, index),
  );
  const kind = random.pick(["percent", "fixed"] as const);
  const promotion: PromotionTerms | null = random.chance(0.6)
    ? {
        code: "PROMO",
        description: "Promotion",
        kind,
        value: kind === "percent" ? random.int(1, 100) : random.int(1, 20_000_000),
        minSubtotal: random.pick([0, random.int(1, 20_000_000)]),
      }
    : null;
  return {
    lines,
    promotion,
    corporatePercentOff: random.pick([0, 5, 10, random.int(0, 10_000) / 100]),
    shippingPrice: random.pick([0, 150_000, 2_500_000]),
    vatRatePercent: random.pick([0, 5, 7.5, 16, random.int(0, 5_000) / 100]),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Every property for one input; throws on the first that fails. */
function checkProperties(input: PricingInput) {
  const pricing = priceCart(input);
  expect(pricing.lines).toHaveLength(input.lines.length);

  pricing.lines.forEach((line, index) => {
    const given = input.lines[index]!;
    expect(line.lineTotal).toBeGreaterThanOrEqual(0);
    // What the cart shows per unit, times the quantity, is the line's charge.
    expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
    if (given.fixedUnitPrice !== undefined) {
      // A quote line is the quote: no tier, no customization, list price irrelevant.
      expect(line).toMatchObject({
        fixedPrice: true,
        unitPrice: given.fixedUnitPrice,
        customizationUnitCost: 0,
        step: null,
        lineTotal: given.fixedUnitPrice * given.quantity,
        listTotal: given.fixedUnitPrice * given.quantity,
      });
      // Exactly, not merely as the same float rounding on both sides.
      expect(BigInt(line.lineTotal)).toBe(BigInt(given.fixedUnitPrice) * BigInt(given.quantity));
      return;
    }
    expect(line.fixedPrice).toBe(false);
    // Tiers lower only the product's price; the customization is added on top, spread per unit.
    expect(line.customizationUnitCost).toBe(customizationUnitCost(given.customization, line.quantity));
    expect(line.unitPrice - line.customizationUnitCost).toBeLessThanOrEqual(given.price);
    expect(line.lineTotal).toBeLessThanOrEqual(line.listTotal);
    // The spread set-up cost is off by at most half a minor unit per unit.
    const setup = given.customization?.setupCost ?? 0;
    const spread = line.customizationUnitCost - (given.customization?.perUnit ?? 0);
    expect(Math.abs(spread * line.quantity - setup)).toBeLessThanOrEqual(line.quantity / 2);
  });

  expect(pricing.subtotal).toBe(sum(pricing.lines.map((line) => line.lineTotal)));
  expect(pricing.discountableSubtotal).toBe(
    sum(pricing.lines.filter((line) => !line.fixedPrice).map((line) => line.lineTotal)),
  );
  expect(pricing.subtotal).toBeGreaterThanOrEqual(pricing.discountableSubtotal);
  expect(pricing.volumeSavings).toBe(pricing.listSubtotal - pricing.subtotal);

  // Discounts never exceed what they apply to: the corporate discount the discountable lines, the
  // promotion what is left of them after it; a promotion below its minimum gives nothing.
  expect(pricing.corporateDiscount).toBeLessThanOrEqual(pricing.discountableSubtotal);
  expect(pricing.promoDiscount).toBeLessThanOrEqual(pricing.discountableSubtotal - pricing.corporateDiscount);
  if (pricing.promotion)
    expect(pricing.discountableSubtotal).toBeGreaterThanOrEqual(pricing.promotion.minSubtotal);
  else expect(pricing.promoDiscount).toBe(0);

  const goods = pricing.subtotal - pricing.corporateDiscount - pricing.promoDiscount;
  expect(pricing.total).toBe(
    pricing.subtotal - pricing.corporateDiscount - pricing.promoDiscount + pricing.tax + pricing.shipping,
  );
  expect(pricing.tax).toBe(Math.round((goods * input.vatRatePercent) / 100));
  expect(pricing.shipping).toBe(input.lines.length > 0 ? input.shippingPrice : 0);
  expect(
    [
      pricing.total,
      goods,
      pricing.volumeSavings,
      pricing.corporateDiscount,
      pricing.promoDiscount,
      pricing.tax,
    ].every((value) => Number.isSafeInteger(value) && value >= 0),
  ).toBe(true);

  // Quote lines take neither discount: the corporate discount and the promotion (its minimum too) are
  // exactly those of the cart without them, and no discount changes what a line costs.
  const catalogueOnly = priceCart({
    ...input,
    lines: input.lines.filter((line) => line.fixedUnitPrice === undefined),
  });
  expect({
    corporateDiscount: pricing.corporateDiscount,
    promotion: pricing.promotion,
    promoDiscount: pricing.promoDiscount,
  }).toEqual({
    corporateDiscount: catalogueOnly.corporateDiscount,
    promotion: catalogueOnly.promotion,
    promoDiscount: catalogueOnly.promoDiscount,
  });
  const undiscounted = priceCart({ ...input, corporatePercentOff: 0, promotion: null });
  expect(pricing.lines).toEqual(undiscounted.lines);
  expect(pricing.subtotal).toBe(undiscounted.subtotal);

  expect(priceCart(input)).toEqual(pricing);
  return pricing;
}

describe("priceCart, for any cart", () => {
  it(`keeps its sums, its discounts' bounds and quote lines' prices over ${caseCount} random carts`, () => {
    const only = process.env.PROPERTY_SEED;
    const seeds = only ? [only] : Array.from({ length: caseCount }, (_, index) => `${baseSeed}/${index}`);
    const covered = { quoteLines: 0, quoteOnly: 0, corporate: 0, promotion: 0, promotionBesideQuote: 0 };
    for (const seed of seeds) {
      const input = randomInput(seededRandom(seed));
      let pricing;
      try {
        pricing = checkProperties(input);
      } catch (error) {
        throw new Error(`priceCart property fails for seed "${seed}" (rerun with PROPERTY_SEED="${seed}")`, {
          cause: error,
        });
      }
      const quoted = pricing.lines.some((line) => line.fixedPrice);
      if (quoted) covered.quoteLines++;
      if (quoted && pricing.lines.every((line) => line.fixedPrice)) covered.quoteOnly++;
      if (pricing.corporateDiscount > 0) covered.corporate++;
      if (pricing.promoDiscount > 0) covered.promotion++;
      if (quoted && pricing.promoDiscount > 0) covered.promotionBesideQuote++;
    }
    // The generator really reaches every rule (a single seed run need not).
    if (!only)
      expect(
        Object.values(covered).every((count) => count > 20),
        JSON.stringify(covered),
      ).toBe(true);
  });
});
