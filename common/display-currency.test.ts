import { describe, expect, it } from "vitest";
import { convertMinorUnits } from "./display-currency";
import { defaultLocale, formatMoney, formattersFor, formatShownPrice } from "./format";

const rates = { USD: 1550.25, KES: 12, XOF: 2.6, TND: 500, UNIT: 1 };

describe("convertMinorUnits", () => {
  it("converts naira to another currency's minor units through its rate (₦10,000 at ₦1,550.25 per dollar is $6.45)", () => {
    expect(convertMinorUnits(1_000_000, "NGN", "USD", rates)).toBe(645);
  });

  it("rounds half up to the target's minor unit", () => {
    const atSixteenHundred = { USD: 1600 };
    expect(convertMinorUnits(800, "NGN", "USD", atSixteenHundred)).toBe(1); // ₦8 is exactly half a cent
    expect(convertMinorUnits(799, "NGN", "USD", atSixteenHundred)).toBe(0);
    expect(convertMinorUnits(2_400, "NGN", "USD", atSixteenHundred)).toBe(2); // 1.5 cents
    expect(convertMinorUnits(-800, "NGN", "USD", atSixteenHundred)).toBe(-1);
  });

  it("follows each currency's own minor unit: none for the CFA franc, three for the dinar", () => {
    expect(convertMinorUnits(1_300, "NGN", "XOF", rates)).toBe(5); // ₦13 is 5 francs
    expect(convertMinorUnits(130, "NGN", "XOF", rates)).toBe(1); // ₦1.30 is half a franc
    expect(convertMinorUnits(100, "NGN", "TND", rates)).toBe(2); // ₦1 is 2 millimes
  });

  it("converts a price in another currency through the naira (a dollar price, a shilling price shown in dollars)", () => {
    expect(convertMinorUnits(100, "USD", "NGN", rates)).toBe(155_025);
    expect(convertMinorUnits(1_000, "KES", "USD", { KES: 12, USD: 1500 })).toBe(8);
  });

  it("stays exact for the largest amounts, where float arithmetic would not", () => {
    expect(convertMinorUnits(Number.MAX_SAFE_INTEGER, "NGN", "UNIT", rates)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("gives the amount as it is in its own currency, and nothing for a currency without a rate", () => {
    expect(convertMinorUnits(1_234, "NGN", "NGN", {})).toBe(1_234);
    expect(convertMinorUnits(1_234, "NGN", "ZAR", rates)).toBeNull();
    expect(convertMinorUnits(1_234, "ZAR", "USD", rates)).toBeNull();
  });
});

describe("shown prices", () => {
  const shown = { currency: "USD", nairaPerUnit: rates };

  it("writes a naira price in the chosen currency, the way money in that currency is written", () => {
    expect(formatShownPrice(1_000_000, "NGN", "en-NG", "NGN", shown)).toBe(
      formatMoney(645, "USD", "en-NG", "NGN"),
    );
    expect(formatShownPrice(1_000_000, "NGN", "en-NG", "NGN", shown)).toBe("$6.45");
  });

  it("writes the price in its own currency without a choice or without a rate: never an invented figure", () => {
    expect(formatShownPrice(1_250_000, "NGN", "en-NG", "NGN", null)).toBe("₦12,500");
    expect(formatShownPrice(1_250_000, "ZAR", "en-NG", "NGN", shown)).toBe(
      formatMoney(1_250_000, "ZAR", "en-NG", "NGN"),
    );
  });

  it("converts only `price`: `money` (what is paid: checkout, orders) stays in its currency", () => {
    const format = formattersFor({ ...defaultLocale, shownPrices: shown });
    expect(format.price(1_000_000)).toBe("$6.45");
    expect(format.money(1_000_000)).toBe("₦10,000");
    expect(formattersFor(defaultLocale).price(1_000_000)).toBe("₦10,000");
  });
});
