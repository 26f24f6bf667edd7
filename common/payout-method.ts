import { z } from "zod";
import { messages } from "./messages";

/**
 * Where a vendor's money is sent: a bank account, or a mobile-money wallet (M-Pesa, MTN MoMo,
 * Airtel Money). Paystack and Flutterwave transfers both pay either kind. Stored on the vendor's
 * application and, once approved, as the vendor's payout method.
 */
export const mobileMoneyProviders = ["mpesa", "mtn_momo", "airtel_money"] as const;
export type MobileMoneyProvider = (typeof mobileMoneyProviders)[number];

export type PayoutMethod =
  | {
      type: "bank";
      bankName: string;
      /** The bank's code as the transfer providers know it (e.g. "058"), when known. */
      bankCode: string | null;
      accountNumber: string;
      accountName: string;
      /** ISO country of the account. */
      countryCode: string;
    }
  | {
      type: "mobile_money";
      provider: MobileMoneyProvider;
      /** E.164, e.g. "+254712345678". */
      phone: string;
      accountName: string;
      countryCode: string;
    };

/** How a mobile-money number is written in one country: its calling code and national mobile numbers. */
interface MobileNumberRule {
  countryName: string;
  callingCode: string;
  /** Digits of the national number, without the trunk 0. */
  nationalLength: number;
  /** The national number starts with one of these (mobile ranges, not landlines). */
  mobilePrefixes: readonly string[];
  example: string;
}

export const mobileNumberRules: Record<string, MobileNumberRule> = {
  KE: {
    countryName: "Kenya",
    callingCode: "254",
    nationalLength: 9,
    mobilePrefixes: ["7", "1"],
    example: "0712 345 678",
  },
  TZ: {
    countryName: "Tanzania",
    callingCode: "255",
    nationalLength: 9,
    mobilePrefixes: ["6", "7"],
    example: "0754 123 456",
  },
  UG: {
    countryName: "Uganda",
    callingCode: "256",
    nationalLength: 9,
    mobilePrefixes: ["7"],
    example: "0772 123 456",
  },
  RW: {
    countryName: "Rwanda",
    callingCode: "250",
    nationalLength: 9,
    mobilePrefixes: ["7"],
    example: "0788 123 456",
  },
  GH: {
    countryName: "Ghana",
    callingCode: "233",
    nationalLength: 9,
    mobilePrefixes: ["2", "5"],
    example: "024 123 4567",
  },
  NG: {
    countryName: "Nigeria",
    callingCode: "234",
    nationalLength: 10,
    mobilePrefixes: ["70", "80", "81", "90", "91"],
    example: "0803 123 4567",
  },
  CM: {
    countryName: "Cameroon",
    callingCode: "237",
    nationalLength: 9,
    mobilePrefixes: ["6"],
    example: "6 71 23 45 67",
  },
  // Côte d'Ivoire's ten-digit numbers keep their leading 0: there is no trunk prefix to drop.
  CI: {
    countryName: "Côte d'Ivoire",
    callingCode: "225",
    nationalLength: 10,
    mobilePrefixes: ["01", "05", "07"],
    example: "07 07 12 34 56",
  },
  ZM: {
    countryName: "Zambia",
    callingCode: "260",
    nationalLength: 9,
    mobilePrefixes: ["7", "9"],
    example: "0977 123 456",
  },
  MW: {
    countryName: "Malawi",
    callingCode: "265",
    nationalLength: 9,
    mobilePrefixes: ["8", "9"],
    example: "0991 234 567",
  },
};

/** Where each wallet can receive a payout (the countries the provider runs the service in). */
export const mobileMoneyCountries: Record<MobileMoneyProvider, readonly string[]> = {
  mpesa: ["KE", "TZ"],
  mtn_momo: ["GH", "UG", "RW", "CM", "CI", "ZM", "NG"],
  airtel_money: ["KE", "UG", "TZ", "RW", "ZM", "MW", "NG"],
};

export const mobileMoneyProviderNames: Record<MobileMoneyProvider, string> = {
  mpesa: "M-Pesa",
  mtn_momo: "MTN MoMo",
  airtel_money: "Airtel Money",
};

export function providersInCountry(countryCode: string): MobileMoneyProvider[] {
  return mobileMoneyProviders.filter((provider) => mobileMoneyCountries[provider].includes(countryCode));
}

/**
 * A mobile number as typed ("0712 345 678", "254712345678", "+254 712-345-678") in E.164
 * ("+254712345678"), or null when it is not a mobile number of that country.
 */
export function toE164MobileNumber(typed: string, countryCode: string): string | null {
  const rule = mobileNumberRules[countryCode];
  if (!rule) return null;
  const compact = typed.trim().replace(/[\s().-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, "");
  let national: string | null = null;
  if (compact.startsWith("+") || digits.length === rule.callingCode.length + rule.nationalLength) {
    national = digits.startsWith(rule.callingCode) ? digits.slice(rule.callingCode.length) : null;
  } else if (digits.length === rule.nationalLength) {
    national = digits;
  } else if (digits.length === rule.nationalLength + 1 && digits.startsWith("0")) {
    national = digits.slice(1);
  }
  if (national === null || national.length !== rule.nationalLength) return null;
  if (!rule.mobilePrefixes.some((prefix) => national.startsWith(prefix))) return null;
  return `+${rule.callingCode}${national}`;
}

const m = messages.payoutMethod;

/**
 * How a bank account is written in the country it is held in. Nigeria has one national format, the
 * 10-digit NUBAN, and a bank code of 3 to 6 digits (the CBN/NIBSS code Paystack and Flutterwave take);
 * elsewhere formats vary by bank, so any 6 to 34 letters and digits pass (an IBAN, as North and West
 * African banks use, is fine), and a bank code (a Flutterwave code, a sort code or a SWIFT/BIC) is 2
 * to 11 letters and digits.
 */
const bankAccountRules: Record<
  string,
  { accountNumber: RegExp; accountNumberMessage: string; bankCode: RegExp; bankCodeMessage: string }
> = {
  NG: {
    accountNumber: /^\d{10}$/,
    accountNumberMessage: m.nubanInvalid,
    bankCode: /^\d{3,6}$/,
    bankCodeMessage: m.nigerianBankCodeInvalid,
  },
};
const otherBankAccounts = {
  accountNumber: /^[A-Z0-9]{6,34}$/,
  accountNumberMessage: m.accountNumberInvalid,
  bankCode: /^[A-Z0-9]{2,11}$/,
  bankCodeMessage: m.bankCodeInvalid,
};

const formText = z
  .string()
  .nullish()
  .transform((value) => (value ?? "").trim());

/**
 * A payout method as a form sends it (vendor onboarding's payout step, the vendor's payouts page),
 * with the country it pays into set by the server: the country the business is registered in, where
 * its identity was checked, so a store's earnings never leave for a wallet in another country. Every
 * field at fault gets its own message in one pass. A bank account is stored without spaces (upper
 * case); a wallet must be offered by its provider in that country and its number is stored in E.164.
 * A method already stored passes again unchanged, so a saved application can be re-checked.
 */
export const payoutMethodSchema = z
  .object({
    type: formText,
    countryCode: formText,
    accountName: formText,
    bankName: formText,
    bankCode: formText,
    accountNumber: formText,
    provider: formText,
    phone: formText,
  })
  .superRefine((input, context) => {
    const fail = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (input.type !== "bank" && input.type !== "mobile_money") fail("type", m.typeRequired);
    if (!input.accountName) fail("accountName", m.accountNameRequired);
    else if (input.accountName.length > 100) fail("accountName", m.accountNameTooLong);
    if (!/^[A-Z]{2}$/.test(input.countryCode)) fail("countryCode", m.countryRequired);
    if (input.type === "bank") {
      const rule = bankAccountRules[input.countryCode] ?? otherBankAccounts;
      if (!input.bankName) fail("bankName", m.bankNameRequired);
      else if (input.bankName.length > 100) fail("bankName", m.bankNameTooLong);
      if (input.bankCode && !rule.bankCode.test(input.bankCode.toUpperCase()))
        fail("bankCode", rule.bankCodeMessage);
      if (!rule.accountNumber.test(compactAccountNumber(input.accountNumber)))
        fail("accountNumber", rule.accountNumberMessage);
    }
    if (input.type === "mobile_money") {
      const provider = input.provider as MobileMoneyProvider;
      const rule = mobileNumberRules[input.countryCode];
      if (!mobileMoneyProviders.includes(provider)) fail("provider", m.providerRequired);
      else if (!rule || !mobileMoneyCountries[provider].includes(input.countryCode))
        fail(
          "provider",
          m.providerNotInCountry(mobileMoneyProviderNames[provider], rule?.countryName ?? input.countryCode),
        );
      else if (!toE164MobileNumber(input.phone, input.countryCode))
        fail("phone", m.phoneInvalid(rule.countryName, rule.example));
    }
  })
  .transform((input): PayoutMethod =>
    input.type === "bank"
      ? {
          type: "bank",
          bankName: input.bankName,
          bankCode: input.bankCode ? input.bankCode.toUpperCase() : null,
          accountNumber: compactAccountNumber(input.accountNumber),
          accountName: input.accountName,
          countryCode: input.countryCode,
        }
      : {
          type: "mobile_money",
          provider: input.provider as MobileMoneyProvider,
          phone: toE164MobileNumber(input.phone, input.countryCode)!,
          accountName: input.accountName,
          countryCode: input.countryCode,
        },
  );

/** The fields a payout-method form posts. */
export const payoutMethodFields = [
  "type",
  "accountName",
  "bankName",
  "bankCode",
  "accountNumber",
  "provider",
  "phone",
] as const;

function compactAccountNumber(typed: string): string {
  return typed.replace(/[\s-]/g, "").toUpperCase();
}
