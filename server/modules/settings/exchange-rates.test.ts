import { describe, expect, it } from "vitest";
import { displayCurrencyCookieName } from "#common/display-currency";
import { en } from "#common/i18n/en";
import { adminSettingsTexts } from "#common/i18n/admin-settings";
import { featureFlags } from "#db/schema";
import { eq } from "drizzle-orm";
import { actorFor, appErrorFrom, auditRows, client, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { adminSettingsView, readSettings } from "./settings.queries";
import { checkedDisplayCurrency, shownPricesFor } from "./shown-prices";
import { updateExchangeRates } from "./update-exchange-rates";

const t = useTestDatabase();
const m = adminSettingsTexts.en;

async function admin() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

const storedRates = async () => (await readSettings(t.db, ["exchangeRates"])).exchangeRates;
const cookie = (currency: string) => `other=1; ${displayCurrencyCookieName}=${currency}`;

async function setMultiCurrency(enabled: boolean) {
  await t.db.update(featureFlags).set({ enabled }).where(eq(featureFlags.key, "multi-currency"));
}

describe("updateExchangeRates", () => {
  it("offers a field for every currency of the reference table but the naira, and starts with no rate at all", async () => {
    const view = await adminSettingsView(t.db);
    const codes = view.rateCurrencies.map((currency) => currency.code);
    expect(codes).toEqual(expect.arrayContaining(["USD", "KES", "GHS", "ZAR", "XOF", "TND"]));
    expect(codes).not.toContain("NGN");
    expect(view.settings.exchangeRates).toEqual({});
  });

  it("is for admins only, and writes nothing for anyone else", async () => {
    for (const role of ["staff", "vendor", "user"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      const error = await appErrorFrom(
        updateExchangeRates(t.db, { actor, input: { "nairaPerUnit.USD": "1550" } }),
      );
      expect(error.code).toBe("FORBIDDEN");
    }
    expect(
      (await appErrorFrom(updateExchangeRates(t.db, { actor: null, input: { "nairaPerUnit.USD": "1550" } })))
        .code,
    ).toBe("FORBIDDEN");
    expect(await storedRates()).toEqual({});
  });

  it("answers a message under each bad field, keeps nothing of the save and audits nothing", async () => {
    const error = await appErrorFrom(
      updateExchangeRates(t.db, {
        actor: await admin(),
        input: {
          "nairaPerUnit.USD": "1550",
          "nairaPerUnit.KES": "0",
          "nairaPerUnit.GHS": "12.34567",
          "nairaPerUnit.ZAR": "eighty",
          "nairaPerUnit.EUR": "2000000",
        },
      }),
    );
    expect(error).toMatchObject({
      code: "VALIDATION",
      fieldErrors: {
        "nairaPerUnit.KES": m.exchangeRateInvalid,
        "nairaPerUnit.GHS": m.exchangeRateInvalid,
        "nairaPerUnit.ZAR": m.exchangeRateInvalid,
        "nairaPerUnit.EUR": m.exchangeRateInvalid,
      },
    });
    expect(error.fieldErrors).not.toHaveProperty("nairaPerUnit.USD");
    expect(await storedRates()).toEqual({});
    expect(await auditRows(t.db, "settings.update")).toEqual([]);
  });

  it("dates each changed rate, keeps an unchanged rate's date, drops an emptied one, and audits every change", async () => {
    const actor = await admin();
    const first = await updateExchangeRates(t.db, {
      actor,
      input: { "nairaPerUnit.USD": "1,550.25", "nairaPerUnit.KES": "11.9", "nairaPerUnit.GHS": "" },
      client: client("198.51.100.9"),
      now: new Date("2026-11-20T23:30:00Z"),
    });
    expect(first.changed).toEqual(["exchangeRates"]);
    expect(await storedRates()).toEqual({
      USD: { nairaPerUnit: 1550.25, setOn: "2026-11-20" },
      KES: { nairaPerUnit: 11.9, setOn: "2026-11-20" },
    });

    await updateExchangeRates(t.db, {
      actor,
      input: { "nairaPerUnit.USD": "1550.25", "nairaPerUnit.GHS": "98.5" },
      now: new Date("2026-11-27T08:00:00Z"),
    });
    expect(await storedRates()).toEqual({
      USD: { nairaPerUnit: 1550.25, setOn: "2026-11-20" },
      GHS: { nairaPerUnit: 98.5, setOn: "2026-11-27" },
    });

    const audits = await auditRows(t.db, "settings.update");
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      resource: "settings",
      userId: actor.userId,
      ipAddress: "198.51.100.9",
      details: { key: "exchange_rates", from: {}, to: { USD: { nairaPerUnit: 1550.25 } } },
    });
    expect(audits[1]!.details).toMatchObject({
      from: { KES: { nairaPerUnit: 11.9 } },
      to: { GHS: { nairaPerUnit: 98.5, setOn: "2026-11-27" } },
    });

    const unchanged = await updateExchangeRates(t.db, {
      actor,
      input: { "nairaPerUnit.USD": "1550.25", "nairaPerUnit.GHS": "98.50" },
      now: new Date("2026-12-01T08:00:00Z"),
    });
    expect(unchanged.changed).toEqual([]);
    expect(await auditRows(t.db, "settings.update")).toHaveLength(2);
  });
});

describe("the currency prices are shown in", () => {
  it("while multi-currency is off: no picker, no conversion, whatever the cookie says, and no choice is accepted", async () => {
    await updateExchangeRates(t.db, { actor: await admin(), input: { "nairaPerUnit.USD": "1500" } });
    expect(await shownPricesFor(t.db, { enabled: false, cookieHeader: cookie("USD") })).toEqual({
      choice: null,
      shownPrices: null,
    });
    expect((await appErrorFrom(checkedDisplayCurrency(t.db, { currency: "USD" }))).code).toBe("NOT_FOUND");
  });

  it("while it is on: offers the naira and each currency with a rate, and converts only for an offered choice", async () => {
    await setMultiCurrency(true);
    await updateExchangeRates(t.db, {
      actor: await admin(),
      input: { "nairaPerUnit.USD": "1500", "nairaPerUnit.KES": "12" },
    });
    const usd = await shownPricesFor(t.db, { enabled: true, cookieHeader: cookie("USD") });
    expect(usd).toEqual({
      choice: { offered: ["NGN", "KES", "USD"], current: "USD" },
      shownPrices: { currency: "USD", nairaPerUnit: { USD: 1500, KES: 12 } },
    });
    // A currency without a rate (or none at all) shows naira.
    for (const header of [cookie("ZAR"), null])
      expect(await shownPricesFor(t.db, { enabled: true, cookieHeader: header })).toMatchObject({
        choice: { current: "NGN" },
        shownPrices: null,
      });

    expect(await checkedDisplayCurrency(t.db, { currency: "KES" })).toBe("KES");
    expect(await checkedDisplayCurrency(t.db, { currency: "NGN" })).toBe("NGN");
    for (const currency of ["ZAR", "usd", null])
      expect(await appErrorFrom(checkedDisplayCurrency(t.db, { currency }))).toMatchObject({
        code: "VALIDATION",
        fieldErrors: { currency: en.shell.currencyNotOffered },
      });
  });
});
