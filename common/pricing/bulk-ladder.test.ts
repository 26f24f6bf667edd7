import { describe, expect, it } from "vitest";
import { parseLadder } from "#server/modules/pricing-tiers/parse-ladder";
import { applicableLadder, maxPercentOff, stepFor, unitPriceFor } from "./bulk-ladder";
import { clampQuantity, maxQuantity, minimumQuantity } from "./quantity";

const platform = [
  { minQuantity: 100, percentOff: 15 },
  { minQuantity: 3, percentOff: 3 },
  { minQuantity: 5, percentOff: 5 },
  { minQuantity: 50, percentOff: 10 },
  { minQuantity: 500, percentOff: 25 },
];

describe("applicableLadder", () => {
  it("uses the platform default, sorted, when the product has no tiers", () => {
    expect(applicableLadder([], platform).map((step) => step.minQuantity)).toEqual([3, 5, 50, 100, 500]);
  });

  it("uses the product's own tiers when it has any, ignoring the default", () => {
    const own = [
      { minQuantity: 20, percentOff: 8 },
      { minQuantity: 10, percentOff: 4.5 },
    ];
    expect(applicableLadder(own, platform)).toEqual([
      { minQuantity: 10, percentOff: 4.5 },
      { minQuantity: 20, percentOff: 8 },
    ]);
  });
});

describe("unitPriceFor", () => {
  const ladder = applicableLadder([], platform);

  it("charges the full price below the first step", () => {
    expect(unitPriceFor(1_000_000, 1, ladder)).toBe(1_000_000);
    expect(unitPriceFor(1_000_000, 2, ladder)).toBe(1_000_000);
  });

  it("applies the highest step a quantity reaches, in integer kobo", () => {
    expect(unitPriceFor(1_000_000, 3, ladder)).toBe(970_000);
    expect(unitPriceFor(1_000_000, 4, ladder)).toBe(970_000);
    expect(unitPriceFor(1_000_000, 5, ladder)).toBe(950_000);
    expect(unitPriceFor(1_000_000, 99, ladder)).toBe(900_000);
    expect(unitPriceFor(1_000_000, 100, ladder)).toBe(850_000);
    expect(unitPriceFor(1_000_000, 10_000, ladder)).toBe(750_000);
  });

  it("rounds to the nearest kobo and handles two-decimal percentages", () => {
    expect(unitPriceFor(999, 3, ladder)).toBe(969); // 969.03
    expect(unitPriceFor(12_345, 10, [{ minQuantity: 10, percentOff: 12.5 }])).toBe(10_802); // 10801.875
    expect(Number.isInteger(unitPriceFor(333_333, 500, ladder))).toBe(true);
  });

  it("leaves the price alone with an empty ladder", () => {
    expect(unitPriceFor(5_000, 1_000, [])).toBe(5_000);
    expect(stepFor(1_000, [])).toBeNull();
  });
});

describe("ladder helpers", () => {
  it("reports the deepest discount", () => {
    const ladder = applicableLadder([], platform);
    expect(maxPercentOff(ladder)).toBe(25);
    expect(maxPercentOff([])).toBe(0);
  });

  it("parses the seeded setting shape and refuses a malformed one", () => {
    expect(
      parseLadder([
        { minQuantity: 5, percentOff: 5 },
        { minQuantity: 3, percentOff: 3 },
      ]),
    ).toEqual([
      { minQuantity: 3, percentOff: 3 },
      { minQuantity: 5, percentOff: 5 },
    ]);
    expect(() => parseLadder([{ minQuantity: 0, percentOff: 5 }])).toThrow();
    expect(() => parseLadder([{ minQuantity: 3, percentOff: 100 }])).toThrow();
    expect(() => parseLadder({ minQuantity: 3 })).toThrow();
  });
});

describe("quantity", () => {
  it("never goes below max(1, moq)", () => {
    expect(minimumQuantity(0)).toBe(1);
    expect(minimumQuantity(25)).toBe(25);
    expect(clampQuantity("3", 10)).toBe(10);
    expect(clampQuantity(-4, 1)).toBe(1);
    expect(clampQuantity("12", 10)).toBe(12);
    expect(clampQuantity("7.9", 1)).toBe(7);
  });

  it("turns non-numeric input into the minimum and caps absurd quantities", () => {
    expect(clampQuantity("abc", 6)).toBe(6);
    expect(clampQuantity(undefined, 1)).toBe(1);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 1)).toBe(1);
    expect(clampQuantity("99999999999", 1)).toBe(maxQuantity);
  });

  it("caps at a given maximum, but never below the minimum order", () => {
    expect(clampQuantity(80, 1, 40)).toBe(40);
    expect(clampQuantity(30, 1, 40)).toBe(30);
    expect(clampQuantity(80, 50, 40)).toBe(50);
  });
});
