import { messages } from "./messages";
import { mobileMoneyProviders, type MobileMoneyProvider, type PayoutMethod } from "./payout-method";

/** Countries a payout account may be in: calling code and digits of a national mobile number. */
export const payoutCountries = {
  NG: { callingCode: "234", mobileDigits: 10 },
  GH: { callingCode: "233", mobileDigits: 9 },
  KE: { callingCode: "254", mobileDigits: 9 },
  UG: { callingCode: "256", mobileDigits: 9 },
  TZ: { callingCode: "255", mobileDigits: 9 },
  RW: { callingCode: "250", mobileDigits: 9 },
  ZM: { callingCode: "260", mobileDigits: 9 },
  CM: { callingCode: "237", mobileDigits: 9 },
  ZA: { callingCode: "27", mobileDigits: 9 },
} as const;
export type PayoutCountry = keyof typeof payoutCountries;

export const payoutMethodFields = [
  "type",
  "accountName",
  "countryCode",
  "bankName",
  "bankCode",
  "accountNumber",
  "provider",
  "phone",
] as const;

/**
 * A payout method from its form, or a message per field. A Nigerian account number is a 10-digit
 * NUBAN; elsewhere 6 to 20 digits. A wallet number is stored in E.164 and must carry the account
 * country's calling code and its number of digits.
 */
export function parsePayoutMethodForm(
  form: Partial<Record<(typeof payoutMethodFields)[number], string>>,
): { method: PayoutMethod } | { fieldErrors: Record<string, string> } {
  const t = messages.payouts;
  const text = (key: (typeof payoutMethodFields)[number]) => (form[key] ?? "").trim().slice(0, 120);
  const fieldErrors: Record<string, string> = {};
  const type = text("type");
  const accountName = text("accountName");
  const countryCode = text("countryCode").toUpperCase();
  const country = payoutCountries[countryCode as PayoutCountry];
  if (type !== "bank" && type !== "mobile_money") fieldErrors.type = t.methodTypeRequired;
  if (!accountName) fieldErrors.accountName = t.accountNameRequired;
  if (!country) fieldErrors.countryCode = t.countryRequired;
  if (type === "bank") {
    const bankName = text("bankName");
    const bankCode = text("bankCode");
    const accountNumber = text("accountNumber").replace(/[\s-]/g, "");
    const nuban = countryCode === "NG";
    if (!bankName) fieldErrors.bankName = t.bankNameRequired;
    if (bankCode && !/^\d{3,6}$/.test(bankCode)) fieldErrors.bankCode = t.bankCodeInvalid;
    if (!(nuban ? /^\d{10}$/ : /^\d{6,20}$/).test(accountNumber))
      fieldErrors.accountNumber = t.accountNumberInvalid(nuban ? "10" : "6 to 20");
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
    return {
      method: { type, bankName, bankCode: bankCode || null, accountNumber, accountName, countryCode },
    };
  }
  const provider = text("provider") as MobileMoneyProvider;
  if (type === "mobile_money" && !mobileMoneyProviders.includes(provider))
    fieldErrors.provider = t.networkRequired;
  const digits = text("phone").replace(/\D/g, "");
  const validPhone =
    !!country &&
    digits.startsWith(country.callingCode) &&
    digits.length === country.callingCode.length + country.mobileDigits;
  if (type === "mobile_money" && !validPhone)
    fieldErrors.phone = country
      ? t.phoneInvalid(country.callingCode, country.mobileDigits)
      : t.phoneInvalid("254", payoutCountries.KE.mobileDigits);
  const phone = `+${digits}`;
  if (Object.keys(fieldErrors).length > 0 || type !== "mobile_money") return { fieldErrors };
  return { method: { type, provider, phone, accountName, countryCode } };
}
