import { describe, expect, it } from "vitest";
import {
  defaultFormatters,
  defaultLocale,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRating,
  formattersFor,
} from "./format";

// Intl writes a narrow no-break space in some locales; the assertions compare visible text.
const visible = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("formatting in the storefront's own locale (English, Nigerian format, naira, Lagos time)", () => {
  const format = defaultFormatters;

  it("writes money from minor units, in naira unless the amount says otherwise", () => {
    expect(format.money(1_250_000)).toBe("₦12,500");
    expect(format.money(1_250_000, "NGN")).toBe("₦12,500");
    expect(format.money(1200, "USD")).toBe("$12");
    expect(visible(format.money(1500, "UGX"))).toBe("UGX 1,500");
    expect(format.money(0)).toBe("₦0");
  });

  it("writes all of the currency's decimals when the amount has a minor part, none when it is whole", () => {
    expect(format.money(123_450)).toBe("₦1,234.50");
    expect(format.money(123_401)).toBe("₦1,234.01");
    expect(format.money(1205, "USD")).toBe("$12.05");
    expect(format.money(-123_450)).toBe("-₦1,234.50");
    expect(format.money(12_345, "TND")).toMatch(/12\.345$/);
    expect(format.money(12_000, "TND")).toMatch(/12$/);
  });

  it("writes counts with thousands separators and percentages with at most two decimals", () => {
    expect(format.number(1234)).toBe("1,234");
    expect(format.number(0)).toBe("0");
    expect(format.percent(12.5)).toBe("12.5");
    expect(format.percent(33.333)).toBe("33.33");
    expect(format.percent(10)).toBe("10");
  });

  it("writes dates and times in Lagos time, so server and browser agree", () => {
    const lateEvening = "2026-11-25T23:30:09Z"; // already the 26th in Lagos
    expect(format.date(lateEvening)).toBe("26 Nov 2026");
    expect(visible(format.dateTime(lateEvening))).toBe("26 Nov 2026, 00:30");
    expect(visible(format.dateTime(new Date(lateEvening), { seconds: true, timeZone: "UTC" }))).toBe(
      "25 Nov 2026, 23:30:09",
    );
  });
});

describe("formatting follows the locale it is given", () => {
  it("writes the same figures the way another locale writes them", () => {
    expect(visible(formatNumber(1234.5, "de-DE"))).toBe("1.234,5");
    expect(visible(formatPercent(12.5, "fr-FR"))).toBe("12,5");
    expect(formatRating(4, "en-NG")).toBe("4.0");
    expect(formatRating(4.26, "fr-FR")).toBe("4,3");
    expect(visible(formatMoney(1_250_000, "NGN", "en-US"))).toBe("NGN 12,500");
    expect(formatDate("2026-11-25T12:00:00Z", "en-US", "UTC")).toBe("Nov 25, 2026");
    expect(visible(formatDateTime("2026-11-25T12:00:00Z", "en-US", "UTC"))).toBe("Nov 25, 2026, 12:00 PM");
  });

  it("binds the formatters to a request's locale, currency and time zone", () => {
    const kenya = formattersFor({
      ...defaultLocale,
      locale: "en-KE",
      currency: "KES",
      timeZone: "Africa/Nairobi",
    });
    expect(visible(kenya.money(150_000))).toBe("Ksh 1,500");
    expect(visible(kenya.money(150_050))).toBe("Ksh 1,500.50");
    expect(visible(kenya.dateTime("2026-11-25T21:30:00Z"))).toBe("26 Nov 2026, 00:30");
  });
});
