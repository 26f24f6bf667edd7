import type { ExchangeRates, SettingName } from "#common/platform-settings";
import { fieldErrorsOf } from "#common/schemas/auth";
import { exchangeRatesFormSchema } from "#common/schemas/platform-settings";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import type { ClientInfo } from "../identity/client-info";
import { forgetCachedExchangeRates } from "./shown-prices";
import { rateCurrencies, readSettings } from "./settings.queries";
import { writeChangedSettings } from "./update-settings";

/**
 * An admin saves the exchange rates of /admin/settings: naira per unit for each currency of the
 * reference table, or empty for none (that currency is then not offered to shoppers). Every field
 * is checked first (a message per field, nothing written). Then, in one transaction, the rates row
 * is read FOR UPDATE: a rate that changed is stamped with today's UTC date, an unchanged one keeps
 * the day it was set, and the whole setting is written and audited as `settings.update` with its
 * old and new value when anything differs. The pages' shared read of the rates is dropped after the
 * commit, so the next page shows the new rates.
 */
export async function updateExchangeRates(
  db: Db,
  {
    actor,
    input,
    client,
    now = new Date(),
  }: { actor: Actor | null; input: unknown; client?: ClientInfo; now?: Date },
): Promise<{ changed: SettingName[] }> {
  assertAdmin(actor);
  const result = await db.transaction(async (tx) => {
    const codes = (await rateCurrencies(tx)).map((currency) => currency.code);
    const parsed = exchangeRatesFormSchema(codes).safeParse(input);
    if (!parsed.success) throw new AppError("VALIDATION", { fieldErrors: fieldErrorsOf(parsed.error) });
    const { exchangeRates: before } = await readSettings(tx, ["exchangeRates"], { lock: true });
    const today = now.toISOString().slice(0, 10);
    const next: ExchangeRates = {};
    for (const [code, nairaPerUnit] of Object.entries(parsed.data)) {
      if (nairaPerUnit === null) continue;
      const kept = before[code];
      next[code] = kept?.nairaPerUnit === nairaPerUnit ? kept : { nairaPerUnit, setOn: today };
    }
    return writeChangedSettings(tx, {
      actor,
      client,
      before: { exchangeRates: before },
      next: { exchangeRates: next },
    });
  });
  if (result.changed.length > 0) forgetCachedExchangeRates();
  return result;
}
