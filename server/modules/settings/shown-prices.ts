import {
  type CurrencyChoice,
  displayCurrencyCookieName,
  rateBaseCurrency,
  type ShownPrices,
} from "#common/display-currency";
import type { ExchangeRates } from "#common/platform-settings";
import { en } from "#common/i18n/en";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { sharedRead } from "#server/lib/shared-read";
import { cookieValue } from "#server/lib/signed-cookie";
import { requireFeature } from "../feature-flags/require-feature";
import { readSettings } from "./settings.queries";

const readExchangeRates = async (db: Db): Promise<ExchangeRates> =>
  (await readSettings(db, ["exchangeRates"])).exchangeRates;

/**
 * The exchange rates as pages read them: one statement per process every 5 s (decision 037), so a
 * catalogue page pays nothing per card and, while the read is fresh, nothing at all. A save through
 * this process drops it (`forgetCachedExchangeRates`); another process shows it within 5 s.
 */
const recentExchangeRates = sharedRead<ExchangeRates>("exchange rates", 5_000, readExchangeRates);

export const forgetCachedExchangeRates = () => recentExchangeRates.forget();

/** Naira per unit of each currency that has a rate. */
function ratesByCurrency(rates: ExchangeRates): Record<string, number> {
  return Object.fromEntries(Object.entries(rates).map(([code, rate]) => [code, rate.nairaPerUnit]));
}

/**
 * How one request shows prices, from the shopper's cookie. Only while multi-currency is on (`enabled`;
 * off, the cookie is ignored and nothing is read): the currencies offered are the naira and each one
 * with a rate; a cookie naming any other currency (a rate removed since, or an edited cookie) shows
 * naira. `shownPrices` is null when prices show in their own currency.
 */
export async function shownPricesFor(
  db: Db,
  { enabled, cookieHeader }: { enabled: boolean; cookieHeader: string | null },
): Promise<{ choice: CurrencyChoice | null; shownPrices: ShownPrices | null }> {
  if (!enabled) return { choice: null, shownPrices: null };
  const nairaPerUnit = ratesByCurrency(await recentExchangeRates.get(db));
  const chosen = cookieValue(cookieHeader, displayCurrencyCookieName);
  const current = chosen !== null && Object.hasOwn(nairaPerUnit, chosen) ? chosen : rateBaseCurrency;
  return {
    choice: { offered: [rateBaseCurrency, ...Object.keys(nairaPerUnit).sort()], current },
    shownPrices: current === rateBaseCurrency ? null : { currency: current, nairaPerUnit },
  };
}

/**
 * A shopper's choice of currency, checked against the flag and the rates as stored now (not the
 * pages' shared read): NOT_FOUND while multi-currency is off; the naira, or a currency with a rate;
 * anything else is VALIDATION, so the cookie can only ever name a currency that was offered.
 */
export async function checkedDisplayCurrency(db: Db, { currency }: { currency: unknown }): Promise<string> {
  await requireFeature(db, "multi-currency");
  if (currency === rateBaseCurrency) return rateBaseCurrency;
  const rates = await readExchangeRates(db);
  if (typeof currency !== "string" || !Object.hasOwn(rates, currency))
    throw new AppError("VALIDATION", { fieldErrors: { currency: en.shell.currencyNotOffered } });
  return currency;
}

const oneYearSeconds = 60 * 60 * 24 * 365;

/** The Set-Cookie header that keeps the choice a year; choosing the naira clears it. */
export function displayCurrencyCookie(currency: string, { secure }: { secure: boolean }): string {
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return currency === rateBaseCurrency
    ? `${displayCurrencyCookieName}=; Max-Age=0; ${flags}`
    : `${displayCurrencyCookieName}=${currency}; Max-Age=${oneYearSeconds}; ${flags}`;
}
