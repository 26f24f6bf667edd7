import { describe, expect, it } from "vitest";
import { updateShippingMethods } from "#server/modules/cart/update-shipping-methods";
import { readSettings, vatRates } from "#server/modules/settings/settings.queries";
import { updateExchangeRates } from "#server/modules/settings/update-exchange-rates";
import { updatePlatformSettings } from "#server/modules/settings/update-settings";
import { activeShippingMethods } from "#server/modules/cart/pricing-inputs";
import { actorFor, appErrorFrom, createUser } from "../factories";
import { useTestDatabase } from "../setup/database";
import { settingsCommandMatrix } from "./matrix";

const t = useTestDatabase();

/** Every seeded method kept as it is, except express at ₦2,000. */
const shippingForm = {
  ...Object.fromEntries(
    [
      ["standard", "0", "3-5 business days", "1"],
      ["express", "2000", "1-2 business days", "1"],
      ["pickup", "0", "Ready in 1-2 business days", "1"],
      ["freight", "25000", "7-14 business days", "50"],
    ].flatMap(([code, price, time, units]) => [
      [`price.${code}`, price],
      [`deliveryTime.${code}`, time],
      [`minUnits.${code}`, units],
      [`active.${code}`, "on"],
    ]),
  ),
};

describe("settings commands, by role", () => {
  it.each(settingsCommandMatrix.map((row) => [row.viewer, row.command, row.expected] as const))(
    "%s: %s → %s",
    async (viewer, command, expected) => {
      const actor = viewer === "anonymous" ? null : actorFor(await createUser(t.db, { role: viewer }));
      const commands = {
        "save platform settings": {
          run: () =>
            updatePlatformSettings(t.db, {
              actor,
              section: "vat",
              input: { fallbackPercent: "5", "rate.NG": "9" },
            }),
          written: async () => (await vatRates(t.db)).byCountry.NG === 9,
        },
        "save shipping methods": {
          run: () => updateShippingMethods(t.db, { actor, input: shippingForm }),
          written: async () =>
            (await activeShippingMethods(t.db)).find((method) => method.code === "express")?.price ===
            200_000,
        },
        "save exchange rates": {
          run: () => updateExchangeRates(t.db, { actor, input: { "nairaPerUnit.USD": "1550" } }),
          written: async () =>
            (await readSettings(t.db, ["exchangeRates"])).exchangeRates.USD?.nairaPerUnit === 1550,
        },
      };
      const { run, written } = commands[command];
      if (expected === "allow") await run();
      else expect((await appErrorFrom(run())).status).toBe(403);
      expect(await written()).toBe(expected === "allow");
    },
  );
});
