import { describe, expect, it } from "vitest";
import {
  ladderRows,
  priceCart,
  priceProductLine,
  type PricingInput,
  type PromotionTerms,
} from "./cart-pricing";

const platformLadder = [
  { minQuantity: 3, percentOff: 3 },
  { minQuantity: 5, percentOff: 5 },
  { minQuantity: 50, percentOff: 10 },
  { minQuantity: 100, percentOff: 15 },
  { minQuantity: 500, percentOff: 25 },
];
const tenPercent: PromotionTerms = {
  code: "WELCOME10",
  description: "10% off",
  kind: "percent",
  value: 10,
  minSubtotal: 0,
};
const base: PricingInput = {
  lines: [],
  corporatePercentOff: 0,
  promotion: null,
  shippingPrice: 0,
  vatRatePercent: 5,
};

describe("priceCart", () => {
  it("prices each line by the step its quantity reaches, then adds 5% VAT and shipping", () => {
    const pricing = priceCart({
      ...base,
      shippingPrice: 150_000,
      lines: [
        { productId: "a", price: 1_000_000, quantity: 2, ladder: platformLadder },
        { productId: "b", price: 200_000, quantity: 5, ladder: platformLadder },
      ],
    });
    expect(
      pricing.lines.map((line) => [line.unitPrice, line.lineTotal, line.step?.minQuantity ?? null]),
    ).toEqual([
      [1_000_000, 2_000_000, null],
      [190_000, 950_000, 5],
    ]);
    expect(pricing).toMatchObject({
      units: 7,
      listSubtotal: 3_000_000,
      subtotal: 2_950_000,
      volumeSavings: 50_000,
      tax: 147_500,
      shipping: 150_000,
    });
    expect(pricing.total).toBe(2_950_000 + 147_500 + 150_000);
  });

  it("takes the corporate discount, then the promotion, and taxes what is left", () => {
    const pricing = priceCart({
      ...base,
      corporatePercentOff: 10,
      promotion: tenPercent,
      lines: [{ productId: "a", price: 1_000_000, quantity: 1, ladder: [] }],
    });
    expect(pricing).toMatchObject({
      subtotal: 1_000_000,
      corporateDiscount: 100_000,
      promoDiscount: 90_000,
      tax: 40_500,
      total: 850_500,
    });
  });

  it("leaves a promotion out while the subtotal is below its minimum", () => {
    const promotion = { ...tenPercent, minSubtotal: 5_000_000 };
    const pricing = priceCart({
      ...base,
      promotion,
      lines: [{ productId: "a", price: 1_000_000, quantity: 1, ladder: [] }],
    });
    expect(pricing.promotion).toBeNull();
    expect(pricing.promoDiscount).toBe(0);
  });

  it("never lets a fixed promotion take the goods below zero", () => {
    const promotion: PromotionTerms = { ...tenPercent, kind: "fixed", value: 5_000_000 };
    const pricing = priceCart({
      ...base,
      promotion,
      shippingPrice: 150_000,
      lines: [{ productId: "a", price: 1_000_000, quantity: 1, ladder: [] }],
    });
    expect(pricing).toMatchObject({ promoDiscount: 1_000_000, tax: 0, total: 150_000 });
  });

  it("charges no shipping and no promotion on an empty cart", () => {
    expect(priceCart({ ...base, promotion: tenPercent, shippingPrice: 150_000 })).toMatchObject({
      total: 0,
      shipping: 0,
      promotion: null,
      units: 0,
    });
  });

  it("stays exact for a very large order", () => {
    const pricing = priceCart({
      ...base,
      lines: [{ productId: "a", price: 1_000_000_000, quantity: 1_000_000, ladder: [] }],
    });
    expect(Number.isSafeInteger(pricing.total)).toBe(true);
    expect(pricing.tax).toBe(50_000_000_000_000);
  });

  it("charges a quote-priced line exactly the quote (no tier, no corporate discount, no promotion) while the other lines keep theirs", () => {
    const pricing = priceCart({
      ...base,
      corporatePercentOff: 10,
      promotion: { ...tenPercent, minSubtotal: 1_500_000 },
      lines: [
        { productId: "a", price: 1_000_000, quantity: 2, ladder: [] },
        { productId: "q", price: 900_000, quantity: 100, ladder: platformLadder, fixedUnitPrice: 800_000 },
      ],
    });
    expect(pricing.lines[1]).toMatchObject({
      unitPrice: 800_000,
      lineTotal: 80_000_000,
      step: null,
      fixedPrice: true,
    });
    expect(pricing.discountableSubtotal).toBe(2_000_000);
    expect(pricing.corporateDiscount).toBe(200_000);
    expect(pricing.promoDiscount).toBe(180_000);
    const goods = 82_000_000 - 200_000 - 180_000;
    expect(pricing.total).toBe(goods + Math.round(goods * 0.05));
  });

  it("judges a promotion's minimum on the lines it applies to, not on a quote-priced line", () => {
    const pricing = priceCart({
      ...base,
      promotion: { ...tenPercent, minSubtotal: 1_500_000 },
      lines: [
        { productId: "a", price: 1_000_000, quantity: 1, ladder: [] },
        { productId: "q", price: 900_000, quantity: 100, ladder: [], fixedUnitPrice: 800_000 },
      ],
    });
    expect(pricing.promotion).toBeNull();
    expect(pricing.promoDiscount).toBe(0);
  });
});

describe("priceProductLine", () => {
  it("is the cart's price of that one line: the tier price, then the corporate discount", () => {
    const ladder = [{ minQuantity: 10, percentOff: 7.5 }];
    const shown = priceProductLine({ price: 333_333, quantity: 13, ladder, corporatePercentOff: 10 });
    const cart = priceCart({
      lines: [{ productId: "p", price: 333_333, quantity: 13, ladder }],
      corporatePercentOff: 10,
      promotion: null,
      shippingPrice: 0,
      vatRatePercent: 0,
    });
    expect(shown).toEqual({
      unitPrice: cart.lines[0]!.unitPrice,
      step: ladder[0],
      lineTotal: cart.subtotal,
      corporateDiscount: cart.corporateDiscount,
      businessTotal: cart.total,
    });
    expect(priceProductLine({ price: 1_000, quantity: 2, ladder: [], corporatePercentOff: 0 })).toMatchObject(
      {
        unitPrice: 1_000,
        step: null,
        businessTotal: 2_000,
      },
    );
  });
});

describe("ladderRows", () => {
  it("lists the base price, then every step of the ladder at the unit price the cart charges a retail buyer", () => {
    const rows = ladderRows(10_000, platformLadder);
    expect(rows.map((row) => [row.minQuantity, row.percentOff, row.unitPrice])).toEqual([
      [1, 0, 10_000],
      [3, 3, 9_700],
      [5, 5, 9_500],
      [50, 10, 9_000],
      [100, 15, 8_500],
      [500, 25, 7_500],
    ]);
    for (const row of rows) {
      const cart = priceCart({
        ...base,
        lines: [{ productId: "p", price: 10_000, quantity: row.minQuantity, ladder: platformLadder }],
      });
      expect(cart.lines[0]!.unitPrice).toBe(row.unitPrice);
    }
  });

  it("shows a ladder that starts at 10 units from 1 unit at the base price, then the step", () => {
    expect(ladderRows(5_000, [{ minQuantity: 10, percentOff: 7.5 }])).toEqual([
      { minQuantity: 1, percentOff: 0, unitPrice: 5_000 },
      { minQuantity: 10, percentOff: 7.5, unitPrice: 4_625 },
    ]);
    expect(ladderRows(5_000, [])).toEqual([{ minQuantity: 1, percentOff: 0, unitPrice: 5_000 }]);
  });
});
