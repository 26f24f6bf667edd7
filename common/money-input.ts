import { minorUnitsOf } from "./money";

/**
 * A typed amount in major units ("1,500.50" naira) as integer minor units (150050 kobo), read from the
 * text itself so no float rounding creeps in. Thousands separators and spaces are ignored; anything
 * else that is not a plain non-negative amount with at most the currency's decimals is null.
 */
export function parseMajorUnits(text: string, currency = "NGN"): number | null {
  const digits = minorUnitsOf(currency);
  const cleaned = text.replace(/[\s,]/g, "");
  const pattern = digits > 0 ? new RegExp(`^(\\d+)(?:\\.(\\d{1,${digits}}))?$`) : /^(\d+)()$/;
  const match = pattern.exec(cleaned);
  if (!match) return null;
  const amount = Number(match[1]) * 10 ** digits + Number((match[2] ?? "").padEnd(digits, "0") || 0);
  return Number.isSafeInteger(amount) ? amount : null;
}

/** Minor units as the text an amount field starts with: 150050 kobo → "1500.50", 150000 → "1500". */
export function majorUnitsText(amount: number, currency = "NGN"): string {
  const digits = minorUnitsOf(currency);
  const whole = Math.trunc(amount / 10 ** digits);
  const fraction = amount % 10 ** digits;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(digits, "0")}`;
}
