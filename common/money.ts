// Money is an integer count of minor units (kobo for NGN) plus an ISO currency code; never a float.

const minorDigits: Record<string, number> = { UGX: 0, RWF: 0, XOF: 0, XAF: 0, TND: 3 };

export function minorUnitsOf(currency: string): number {
  return minorDigits[currency] ?? 2;
}

/** Minor units as a major-unit number for APIs that take one (1050050 kobo → 10500.5 naira). */
export function formatMajorUnits(amount: number, currency = "NGN"): number {
  return amount / 10 ** minorUnitsOf(currency);
}

/** Whole major units to minor units, e.g. 12500 naira → 1250000 kobo. */
export function toMinorUnits(major: number, currency = "NGN"): number {
  return Math.round(major * 10 ** minorUnitsOf(currency));
}

/**
 * Applies a percentage discount (up to two decimals) in integer arithmetic, rounding to the nearest minor
 * unit.
 */
export function applyPercentOff(amount: number, percentOff: number): number {
  const basisPoints = Math.round(percentOff * 100);
  return Math.round((amount * (10_000 - basisPoints)) / 10_000);
}

/**
 * `percent` (up to two decimals) of an amount in minor units, rounded half up. BigInt keeps a large
 * cart (millions of units at high prices) exact, where amount × basis points would pass 2^53.
 */
export function percentOf(amount: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  return Number((BigInt(amount) * basisPoints + 5_000n) / 10_000n);
}
