import { minorUnitsOf } from "./money";

/**
 * Multi-currency is about how prices are SHOWN: a shopper may choose another currency to read the
 * catalogue, product pages and cart in, at the rates an admin set against the naira. Carts, orders
 * and payments stay in each product's own currency (decision 046-flags).
 */

/** The currency every exchange rate is set against: one unit of it is one unit of itself. */
export const rateBaseCurrency = "NGN";

/** The cookie that keeps a shopper's chosen currency (only read while multi-currency is on). */
export const displayCurrencyCookieName = "sab_currency";

/** How prices are shown for one request: the chosen currency and the rates (naira per unit) to convert with. */
export interface ShownPrices {
  currency: string;
  nairaPerUnit: Readonly<Record<string, number>>;
}

/** What the shell's currency picker offers: the base currency and every currency with a rate, and the current one. */
export interface CurrencyChoice {
  offered: string[];
  current: string;
}

/** Rates carry at most four decimals, so ten-thousandths of a naira make them whole numbers. */
const rateScale = 10_000;

function scaledRate(currency: string, nairaPerUnit: Readonly<Record<string, number>>): bigint | null {
  if (currency === rateBaseCurrency) return BigInt(rateScale);
  const rate = nairaPerUnit[currency];
  return rate === undefined ? null : BigInt(Math.round(rate * rateScale));
}

/**
 * An amount in minor units of `from` as minor units of `to`, through the naira, rounded half up to
 * the target's minor unit (half away from zero for a negative amount). Whole-number arithmetic in
 * BigInt: a large line total times a scaled rate would pass 2^53 as a float. Null when either
 * currency has no rate, so the caller shows the amount as it is rather than an invented figure.
 */
export function convertMinorUnits(
  amount: number,
  from: string,
  to: string,
  nairaPerUnit: Readonly<Record<string, number>>,
): number | null {
  if (from === to) return amount;
  const fromRate = scaledRate(from, nairaPerUnit);
  const toRate = scaledRate(to, nairaPerUnit);
  if (fromRate === null || toRate === null || toRate === 0n) return null;
  const numerator = BigInt(Math.abs(amount)) * fromRate * 10n ** BigInt(minorUnitsOf(to));
  const denominator = toRate * 10n ** BigInt(minorUnitsOf(from));
  const rounded = Number((2n * numerator + denominator) / (2n * denominator));
  return amount < 0 ? -rounded : rounded;
}
