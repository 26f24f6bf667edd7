import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countries, currencies, featureFlags, languages, settings } from "#db/schema";
import { useTestDatabase } from "../../tests/setup/database";
import type { Db } from "../client";
import { seedReferenceData } from "./seed";

const t = useTestDatabase();

async function counts(db: Db) {
  const [[c], [k], [l], [f], [s]] = await Promise.all([
    db.select({ n: count() }).from(currencies),
    db.select({ n: count() }).from(countries),
    db.select({ n: count() }).from(languages),
    db.select({ n: count() }).from(featureFlags),
    db.select({ n: count() }).from(settings),
  ]);
  return { currencies: c!.n, countries: k!.n, languages: l!.n, featureFlags: f!.n, settings: s!.n };
}

describe("seedReferenceData", () => {
  it("is idempotent and keeps what admins changed", async () => {
    const before = await counts(t.db);
    expect(before.currencies).toBeGreaterThan(0);
    await t.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "rfq-system"));
    await t.db.update(settings).set({ value: 7.5 }).where(eq(settings.key, "vat_rate_percent"));

    await seedReferenceData(t.db);
    await seedReferenceData(t.db);

    expect(await counts(t.db)).toEqual(before);
    const [flag] = await t.db.select().from(featureFlags).where(eq(featureFlags.key, "rfq-system"));
    expect(flag?.enabled).toBe(false);
    const [vat] = await t.db.select().from(settings).where(eq(settings.key, "vat_rate_percent"));
    expect(vat?.value).toBe(7.5);
  });

  it("puts back a reference row that went missing", async () => {
    await t.db.delete(featureFlags).where(eq(featureFlags.key, "custom-theme"));
    await seedReferenceData(t.db);
    const [flag] = await t.db.select().from(featureFlags).where(eq(featureFlags.key, "custom-theme"));
    expect(flag).toMatchObject({ enabled: true, beta: false });
  });

  it("seeds the feature flags: eight on, multi-currency off and beta", async () => {
    const flags = await t.db
      .select({ key: featureFlags.key, enabled: featureFlags.enabled, beta: featureFlags.beta })
      .from(featureFlags);
    const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1);
    const on = [
      "rfq-system",
      "market-days",
      "vendor-onboarding",
      "bulk-pricing",
      "corporate-accounts",
      "analytics-dashboard",
      "customization-service",
      "custom-theme",
    ];
    expect(flags.sort(byKey)).toEqual(
      [
        ...on.map((key) => ({ key, enabled: true, beta: false })),
        { key: "multi-currency", enabled: false, beta: true },
      ].sort(byKey),
    );
  });

  it("seeds each flag's category, sign-in need and dependencies", async () => {
    const flags = await t.db.select().from(featureFlags);
    const flag = (key: string) => flags.find((row) => row.key === key);
    expect(flag("rfq-system")).toMatchObject({ category: "b2b", requiresAuth: true, dependencies: [] });
    expect(flag("corporate-accounts")).toMatchObject({ category: "b2b", dependencies: ["bulk-pricing"] });
    expect(flag("multi-currency")).toMatchObject({ category: "localization", requiresAuth: false });
  });

  it("seeds the African currencies with USD, and the countries with theirs", async () => {
    const codes = (await t.db.select({ code: currencies.code }).from(currencies)).map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(["NGN", "KES", "GHS", "ZAR", "EGP", "MAD", "ETB", "USD"]));
    const [ngn] = await t.db.select().from(currencies).where(eq(currencies.code, "NGN"));
    expect(ngn).toMatchObject({ name: "Nigerian Naira", symbol: "₦", minorUnits: 2 });
    const [nigeria] = await t.db.select().from(countries).where(eq(countries.code, "NG"));
    expect(nigeria).toMatchObject({ name: "Nigeria", currencyCode: "NGN", isAfrican: true });
  });

  it("seeds the settlement currency, the fallback VAT rate and Nigeria's", async () => {
    const rows = await t.db.select().from(settings);
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    expect(value("settlement_currency")).toBe("NGN");
    expect(value("vat_rate_percent")).toBe(5);
    expect(value("vat_rates_by_country")).toEqual({ NG: 7.5 });
  });
});
