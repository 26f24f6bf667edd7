import { describe, expect, it } from "vitest";
import { adminSettingsTexts } from "#common/i18n/admin-settings";
import { settingDefaults } from "#common/platform-settings";
import { settings } from "#db/schema";
import { eq } from "drizzle-orm";
import { actorFor, appErrorFrom, auditRows, client, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { readSettings, vatRates } from "./settings.queries";
import { updatePlatformSettings } from "./update-settings";

const t = useTestDatabase();
const m = adminSettingsTexts.en;

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

const vatForm = (overrides: Record<string, string> = {}) => ({
  fallbackPercent: "5",
  "rate.NG": "7.5",
  ...overrides,
});

describe("reading the platform settings", () => {
  it("gives the seeded values: 5% VAT as the fallback, Nigeria's 7.5%, 10% commission, ₦5,000 payouts", async () => {
    expect(await vatRates(t.db)).toEqual({ fallbackPercent: 5, byCountry: { NG: 7.5 } });
    expect(await readSettings(t.db, ["commission", "minimumPayout", "referrals", "supportContact"])).toEqual({
      commission: 10,
      minimumPayout: 500_000,
      referrals: settingDefaults.referrals,
      supportContact: { email: "support@shopafricanbrands.com", phone: "" },
    });
  });

  it("merges a stored object over the defaults, and gives the default for a missing row", async () => {
    await t.db
      .update(settings)
      .set({ value: { enabled: false } })
      .where(eq(settings.key, "referral_settings"));
    await t.db.delete(settings).where(eq(settings.key, "vendor_commission_percent"));
    expect(await readSettings(t.db, ["referrals", "commission"])).toEqual({
      referrals: { ...settingDefaults.referrals, enabled: false },
      commission: settingDefaults.commission,
    });
  });

  it("refuses to price with a row that breaks its rule", async () => {
    await t.db.update(settings).set({ value: 140 }).where(eq(settings.key, "vat_rate_percent"));
    await expect(vatRates(t.db)).rejects.toThrow(/vat_rate_percent/);
  });
});

describe("updatePlatformSettings", () => {
  it("is for admins only", async () => {
    for (const role of ["staff", "vendor", "user"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      const error = await appErrorFrom(
        updatePlatformSettings(t.db, { actor, section: "vat", input: vatForm() }),
      );
      expect(error.code).toBe("FORBIDDEN");
    }
    expect(
      (await appErrorFrom(updatePlatformSettings(t.db, { actor: null, section: "vat", input: {} }))).code,
    ).toBe("FORBIDDEN");
  });

  it("answers a message per field and writes nothing for bad input", async () => {
    const actor = await admin();
    const error = await appErrorFrom(
      updatePlatformSettings(t.db, {
        actor,
        section: "vat",
        input: vatForm({ fallbackPercent: "five", "rate.NG": "100.5" }),
      }),
    );
    expect(error).toMatchObject({
      code: "VALIDATION",
      fieldErrors: { fallbackPercent: m.percentInvalid, "rate.NG": m.percentInvalid },
    });
    const payouts = await appErrorFrom(
      updatePlatformSettings(t.db, { actor, section: "payouts", input: { minimumPayout: "5k" } }),
    );
    expect(payouts.fieldErrors).toEqual({ minimumPayout: m.amountInvalid });
    expect(await vatRates(t.db)).toEqual({ fallbackPercent: 5, byCountry: { NG: 7.5 } });
    expect(await auditRows(t.db, "settings.update")).toEqual([]);
  });

  it("refuses a section that does not exist", async () => {
    const error = await appErrorFrom(
      updatePlatformSettings(t.db, { actor: await admin(), section: "secrets", input: {} }),
    );
    expect(error).toMatchObject({ code: "VALIDATION", message: m.sectionUnknown });
  });

  it("writes each changed setting and audits it with its old and new value; an unchanged save writes nothing", async () => {
    const actor = await admin();
    const saved = await updatePlatformSettings(t.db, {
      actor,
      section: "vat",
      input: vatForm({ "rate.NG": "10", "rate.GH": "15" }),
      client: client("198.51.100.7"),
    });
    expect(saved.changed).toEqual(["vatByCountry"]);
    expect(await vatRates(t.db)).toEqual({ fallbackPercent: 5, byCountry: { NG: 10, GH: 15 } });
    const [entry] = await auditRows(t.db, "settings.update");
    expect(entry).toMatchObject({
      resource: "settings",
      userId: actor.userId,
      ipAddress: "198.51.100.7",
      details: { key: "vat_rates_by_country", from: { NG: 7.5 }, to: { NG: 10, GH: 15 } },
    });

    const again = await updatePlatformSettings(t.db, {
      actor,
      section: "vat",
      input: vatForm({ "rate.NG": "10", "rate.GH": "15" }),
    });
    expect(again.changed).toEqual([]);
    expect(await auditRows(t.db, "settings.update")).toHaveLength(1);
  });

  it("saves commission, payout minimum, referral, pay-on-delivery and support settings", async () => {
    const actor = await admin();
    const save = (section: string, input: Record<string, string>) =>
      updatePlatformSettings(t.db, { actor, section, input });
    await save("commission", { commissionPercent: "12.5" });
    await save("payouts", { minimumPayout: "7,500" });
    await save("referrals", { rewardAmount: "20", minimumPurchase: "100", maxReferralsPerUser: "5" });
    await save("payOnDelivery", {
      enabled: "on",
      maxOrderTotal: "50000",
      "country.NG": "on",
      "country.GH": "on",
    });
    await save("support", { email: " Help@ShopAfricanBrands.com ", phone: "+234 803 123 4567" });
    expect(
      await readSettings(t.db, [
        "commission",
        "minimumPayout",
        "referrals",
        "payOnDelivery",
        "supportContact",
      ]),
    ).toEqual({
      commission: 12.5,
      minimumPayout: 750_000,
      referrals: { enabled: false, rewardAmount: 2_000, minimumPurchase: 10_000, maxReferralsPerUser: 5 },
      payOnDelivery: { enabled: true, maxOrderTotal: 5_000_000, countries: ["NG", "GH"] },
      supportContact: { email: "help@shopafricanbrands.com", phone: "+234 803 123 4567" },
    });
    expect((await auditRows(t.db, "settings.update")).map((row) => row.details.key)).toEqual([
      "vendor_commission_percent",
      "vendor_min_payout",
      "referral_settings",
      "pay_on_delivery",
      "support_contact",
    ]);
  });

  it("keeps the support phone optional but checks it when given", async () => {
    const error = await appErrorFrom(
      updatePlatformSettings(t.db, {
        actor: await admin(),
        section: "support",
        input: { email: "not an address", phone: "12" },
      }),
    );
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual(["email", "phone"]);
    expect(error.fieldErrors?.phone).toBe(m.phoneInvalid);
  });
});
