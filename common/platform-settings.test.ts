import { describe, expect, it } from "vitest";
import { vatRateFor } from "./platform-settings";
import { settingsSectionSchemas } from "./schemas/platform-settings";

describe("vatRateFor", () => {
  const rates = { fallbackPercent: 5, byCountry: { NG: 7.5, KE: 0 } };

  it("charges a destination its own rate, zero included", () => {
    expect(vatRateFor(rates, "NG")).toBe(7.5);
    expect(vatRateFor(rates, "KE")).toBe(0);
  });

  it("charges the fallback to a destination without a rate, and while none is known", () => {
    expect(vatRateFor(rates, "GH")).toBe(5);
    expect(vatRateFor(rates, null)).toBe(5);
    expect(vatRateFor(rates, "toString")).toBe(5);
  });
});

describe("settings sections", () => {
  it("reads the VAT form: typed percentages, an empty country falling back", () => {
    const parsed = settingsSectionSchemas.vat.parse({
      fallbackPercent: " 5 ",
      "rate.NG": "7.5",
      "rate.GH": "",
    });
    expect(parsed).toEqual({ vatFallback: 5, vatByCountry: { NG: 7.5 } });
  });

  it("refuses percentages outside 0–100 or with more than two decimals, per field", () => {
    const result = settingsSectionSchemas.vat.safeParse({
      fallbackPercent: "101",
      "rate.NG": "7.555",
      "rate.KE": "-1",
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["fallbackPercent", "rate.NG", "rate.KE"]));
  });

  it("reads naira amounts as kobo and checkboxes as on or off", () => {
    expect(
      settingsSectionSchemas.referrals.parse({
        rewardAmount: "1,500.50",
        minimumPurchase: "50",
        maxReferralsPerUser: "10",
      }),
    ).toEqual({
      referrals: { enabled: false, rewardAmount: 150_050, minimumPurchase: 5_000, maxReferralsPerUser: 10 },
    });
  });

  it("asks for a country while pay on delivery is on", () => {
    const result = settingsSectionSchemas.payOnDelivery.safeParse({ enabled: "on", maxOrderTotal: "100000" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["countries"]);
    expect(
      settingsSectionSchemas.payOnDelivery.parse({
        enabled: "on",
        maxOrderTotal: "100000",
        "country.NG": "on",
        "country.GH": "on",
      }),
    ).toEqual({ payOnDelivery: { enabled: true, maxOrderTotal: 10_000_000, countries: ["NG", "GH"] } });
  });
});
