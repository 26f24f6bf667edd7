import { minorUnitsOf } from "./money";

/**
 * A typed amount in major units ("1,500.50" naira) as integer minor units (150050 kobo), read from the
 * text itself so no float rounding creeps in. Thousands separators and spaces are ignored; anything
 * else that is not a plain amount with at most the currency's decimals is null. A leading minus is
 * read only where the amount may be a debit (`signed`, e.g. a ledger adjustment).
 */
export function parseMajorUnits(text: string, currency = "NGN", { signed = false } = {}): number | null {
  const digits = minorUnitsOf(currency);
  const cleaned = text.replace(/[\s,]/g, "");
  const sign = signed ? "(-?)" : "()";
  const pattern = new RegExp(`^${sign}(\\d+)${digits > 0 ? `(?:\\.(\\d{1,${digits}}))?` : "()"}$`);
  const match = pattern.exec(cleaned);
  if (!match) return null;
  const amount = Number(match[2]) * 10 ** digits + Number((match[3] ?? "").padEnd(digits, "0") || 0);
  if (!Number.isSafeInteger(amount)) return null;
  return match[1] === "-" ? -amount || 0 : amount;
}

/** Minor units as the text an amount field starts with: 150050 kobo → "1500.50", 150000 → "1500". */
export function majorUnitsText(amount: number, currency = "NGN"): string {
  const digits = minorUnitsOf(currency);
  const whole = Math.trunc(amount / 10 ** digits);
  const fraction = amount % 10 ** digits;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(digits, "0")}`;
}
