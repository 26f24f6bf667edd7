import { toMinorUnits } from "#common/money";

/**
 * An amount typed in major units ("5000", "5,000.50", "-250" where a sign is allowed) as minor units,
 * or null when it is not a number with at most two decimals.
 */
export function parseAmountInput(value: unknown, currency: string, { signed = false } = {}): number | null {
  const text = String(value ?? "")
    .replace(/[\s,]/g, "")
    .trim();
  const pattern = signed ? /^-?\d{1,12}(\.\d{1,2})?$/ : /^\d{1,12}(\.\d{1,2})?$/;
  if (!pattern.test(text)) return null;
  return toMinorUnits(Number(text), currency);
}
