import { z } from "zod";
import { defaultFormatters } from "../format";
import { adminSettingsTexts } from "../i18n/admin-settings";
import { parseMajorUnits } from "../money-input";
import { rateBaseCurrency } from "../display-currency";
import { type PlatformSettings, type SettingName, vatCountries } from "../platform-settings";
import { emailSchema } from "./auth";

const m = adminSettingsTexts.en;

/** A percentage as stored: 0 to 100, at most two decimals. */
const storedPercent = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.round(value * 100) / 100 === value);
const storedAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Naira per unit of a currency: more than 0, at most 1,000,000, at most four decimals. */
const maxNairaPerUnit = 1_000_000;
const storedNairaPerUnit = z
  .number()
  .positive()
  .max(maxNairaPerUnit)
  .refine((value) => Math.round(value * 10_000) / 10_000 === value);
const countryCode = z.enum(vatCountries.map((country) => country.code) as [string, ...string[]]);

/**
 * What each settings row must hold. The settings module checks every row it reads against these, so
 * a hand-edited row that breaks them fails loudly instead of pricing carts with nonsense.
 */
export const storedSettingSchemas = {
  vatFallback: storedPercent,
  vatByCountry: z
    .record(z.string(), storedPercent)
    .refine((rates) => Object.keys(rates).every((code) => countryCode.safeParse(code).success)),
  commission: storedPercent,
  minimumPayout: storedAmount,
  referrals: z.object({
    enabled: z.boolean(),
    rewardAmount: storedAmount,
    minimumPurchase: storedAmount,
    maxReferralsPerUser: z.number().int().min(1).max(1000),
  }),
  payOnDelivery: z.object({
    enabled: z.boolean(),
    maxOrderTotal: storedAmount,
    countries: z.array(countryCode),
  }),
  supportContact: z.object({ email: z.string(), phone: z.string() }),
  exchangeRates: z.record(
    z
      .string()
      .regex(/^[A-Z]{3}$/)
      .refine((code) => code !== rateBaseCurrency),
    z.object({ nairaPerUnit: storedNairaPerUnit, setOn: z.iso.date() }),
  ),
} satisfies { [Name in SettingName]: z.ZodType<PlatformSettings[Name]> };

/** "7.5" → 7.5: a typed percentage, 0 to 100 with at most two decimals. */
const percentField = z
  .string({ error: m.percentInvalid })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, m.percentInvalid)
  .transform(Number)
  .refine((value) => value <= 100, m.percentInvalid);

/** An empty (or absent) field means "no rate of its own": the country pays the fallback. */
const optionalPercentField = z
  .union(
    [
      z
        .string()
        .trim()
        .length(0)
        .transform(() => null),
      percentField,
    ],
    { error: m.percentInvalid },
  )
  .optional()
  .transform((rate) => rate ?? null);

/** Naira as typed ("5,000.50") → kobo. */
export const amountField = z.string({ error: m.amountInvalid }).transform((text, context) => {
  const amount = parseMajorUnits(text.trim());
  if (amount === null) {
    context.addIssue({ code: "custom", message: m.amountInvalid });
    return z.NEVER;
  }
  return amount;
});

/** A whole number of units from 1 to `max`. */
export const unitsField = (max: number) => {
  const message = m.unitsInvalid(defaultFormatters.number(max));
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, message);
};

/** A checkbox: sent as "on" when ticked, absent (or empty) when not. */
export const checkboxField = z
  .string()
  .optional()
  .transform((value) => value === "on");

/** Empty, or a number of 7 to 15 digits written with spaces, dots, dashes or brackets. */
const phoneField = z
  .string({ error: m.phoneInvalid })
  .trim()
  .refine((value) => {
    if (value === "") return true;
    const digits = value.replace(/\D/g, "").length;
    return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
  }, m.phoneInvalid);

/** Form field of a currency's exchange rate ("nairaPerUnit.USD"). */
export const exchangeRateField = (currency: string) => `nairaPerUnit.${currency}`;

/** "1,550.25" → 1550.25 naira per unit; empty means the currency has no rate (it is not offered). */
const exchangeRateInput = z
  .string({ error: m.exchangeRateInvalid })
  .trim()
  .transform((text, context) => {
    if (text === "") return null;
    const plain = text.replaceAll(",", "");
    const rate = Number(plain);
    if (!/^\d{1,7}(\.\d{1,4})?$/.test(plain) || !storedNairaPerUnit.safeParse(rate).success) {
      context.addIssue({ code: "custom", message: m.exchangeRateInvalid });
      return z.NEVER;
    }
    return rate;
  });

/**
 * The exchange-rate form of /admin/settings for the currencies the reference table holds (other than
 * the naira): one field per currency, each checked on its own, out as each currency's rate or null.
 * A field the form did not send counts as empty.
 */
export function exchangeRatesFormSchema(currencies: readonly string[]) {
  return z
    .object(
      Object.fromEntries(currencies.map((code) => [exchangeRateField(code), exchangeRateInput.optional()])),
    )
    .transform((input) => {
      const typed = input as Record<string, number | null>;
      return Object.fromEntries(currencies.map((code) => [code, typed[exchangeRateField(code)] ?? null]));
    });
}

/** Form field of a country's VAT rate ("rate.NG"). */
export const vatRateField = (code: string) => `rate.${code}`;
/** Form field of one shipping method's value ("price.express"). */
export const shippingField = (field: "price" | "deliveryTime" | "minUnits" | "active", code: string) =>
  `${field}.${code}`;
/** Form field of a pay-on-delivery country's checkbox ("country.NG"). */
export const payOnDeliveryCountryField = (code: string) => `country.${code}`;

const vatSchema = z
  .object({
    fallbackPercent: percentField,
    ...Object.fromEntries(vatCountries.map((country) => [vatRateField(country.code), optionalPercentField])),
  })
  .transform((input) => {
    const rates = input as unknown as Record<string, number | null>;
    const byCountry: Record<string, number> = {};
    for (const country of vatCountries) {
      const rate = rates[vatRateField(country.code)];
      if (rate !== null && rate !== undefined) byCountry[country.code] = rate;
    }
    return { vatFallback: input.fallbackPercent, vatByCountry: byCountry };
  });

const payOnDeliverySchema = z
  .object({
    enabled: checkboxField,
    maxOrderTotal: amountField,
    ...Object.fromEntries(
      vatCountries.map((country) => [payOnDeliveryCountryField(country.code), checkboxField]),
    ),
  })
  .transform((input, context) => {
    const ticked = input as unknown as Record<string, boolean>;
    const countries = vatCountries
      .map((country) => country.code)
      .filter((code) => ticked[payOnDeliveryCountryField(code)]);
    if (input.enabled && countries.length === 0) {
      context.addIssue({ code: "custom", message: m.countriesRequired, path: ["countries"] });
      return z.NEVER;
    }
    return { payOnDelivery: { enabled: input.enabled, maxOrderTotal: input.maxOrderTotal, countries } };
  });

/**
 * One schema per section of /admin/settings: the section's form fields (strings, as posted) in, the
 * settings rows it sets out, keyed by setting name. A field's error is keyed by the field's own name,
 * so the form shows it under that field with what was typed.
 */
export const settingsSectionSchemas = {
  vat: vatSchema,
  commission: z
    .object({ commissionPercent: percentField })
    .transform((input) => ({ commission: input.commissionPercent })),
  payouts: z
    .object({ minimumPayout: amountField })
    .transform((input) => ({ minimumPayout: input.minimumPayout })),
  referrals: z
    .object({
      enabled: checkboxField,
      rewardAmount: amountField,
      minimumPurchase: amountField,
      maxReferralsPerUser: unitsField(1000),
    })
    .transform((referrals) => ({ referrals })),
  payOnDelivery: payOnDeliverySchema,
  support: z
    .object({
      email: z.string({ error: m.emailInvalid }).pipe(emailSchema),
      phone: phoneField,
    })
    .transform((supportContact) => ({ supportContact })),
} satisfies Record<string, z.ZodType<Partial<PlatformSettings>>>;

export type SettingsSection = keyof typeof settingsSectionSchemas;

export function isSettingsSection(value: unknown): value is SettingsSection {
  return typeof value === "string" && Object.hasOwn(settingsSectionSchemas, value);
}
