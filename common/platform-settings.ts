import { shippingCountries } from "./schemas/checkout";

/**
 * The platform settings an admin edits at /admin/settings. Each is one row of the `settings` table
 * (key, jsonb value); the settings module reads and writes them, and every reader (cart pricing,
 * order placement, payouts, vendor onboarding, the contact form) goes through its one read function.
 */
export const settingKeys = {
  /** VAT for destinations without a rate of their own, in percent (the spec's 5%). */
  vatFallback: "vat_rate_percent",
  /** VAT per destination country code, in percent (Nigeria's statutory 7.5%). */
  vatByCountry: "vat_rates_by_country",
  commission: "vendor_commission_percent",
  /** In minor units of the settlement currency. */
  minimumPayout: "vendor_min_payout",
  referrals: "referral_settings",
  payOnDelivery: "pay_on_delivery",
  supportContact: "support_contact",
  /** Naira per unit of each currency prices may be shown in (multi-currency); none until an admin sets one. */
  exchangeRates: "exchange_rates",
} as const;

export type SettingName = keyof typeof settingKeys;

export interface ReferralSettings {
  enabled: boolean;
  /** What the referrer earns when the referred buyer's first qualifying purchase completes (minor units). */
  rewardAmount: number;
  /** The smallest first purchase that completes a referral (minor units). */
  minimumPurchase: number;
  maxReferralsPerUser: number;
}

export interface PayOnDeliverySettings {
  enabled: boolean;
  /** The largest order total that may be paid on delivery (minor units). */
  maxOrderTotal: number;
  /** Destination country codes where paying on delivery is offered. */
  countries: string[];
}

export interface SupportContact {
  email: string;
  /** Empty while the support line has no number. */
  phone: string;
}

/** One currency's exchange rate as an admin set it: naira per one unit, and the UTC day it was set. */
export interface ExchangeRate {
  /** At most four decimals, e.g. 1550.25 naira for one US dollar. */
  nairaPerUnit: number;
  /** "YYYY-MM-DD": the day the rate was last changed. */
  setOn: string;
}

/** The rates by currency code; a currency without one is never offered for showing prices. */
export type ExchangeRates = Record<string, ExchangeRate>;

export interface PlatformSettings {
  vatFallback: number;
  vatByCountry: Record<string, number>;
  commission: number;
  minimumPayout: number;
  referrals: ReferralSettings;
  payOnDelivery: PayOnDeliverySettings;
  supportContact: SupportContact;
  exchangeRates: ExchangeRates;
}

/**
 * The values a new installation starts with (the seed writes them) and a reader falls back to for a
 * row that is missing. Referral figures are the spec's defaults (reward 15, minimum purchase 50, 10
 * referrals per person), read in naira; pay on delivery stays off until that payment method exists.
 */
export const settingDefaults: PlatformSettings = {
  vatFallback: 5,
  vatByCountry: { NG: 7.5 },
  commission: 10,
  minimumPayout: 500_000,
  referrals: { enabled: true, rewardAmount: 1_500, minimumPurchase: 5_000, maxReferralsPerUser: 10 },
  payOnDelivery: { enabled: false, maxOrderTotal: 10_000_000, countries: ["NG"] },
  supportContact: { email: "support@shopafricanbrands.com", phone: "" },
  // No rate is invented: a currency is offered only once an admin has set its rate.
  exchangeRates: {},
};

/** The countries VAT may be set for: the destinations checkout ships to. */
export const vatCountries = shippingCountries;

export interface VatRates {
  fallbackPercent: number;
  byCountry: Record<string, number>;
}

/**
 * The VAT rate for a destination: the country's own rate when it has one (0 is a rate), else the
 * fallback. A cart whose destination is not known yet (no shipping step saved) pays the fallback.
 */
export function vatRateFor(rates: VatRates, country: string | null | undefined): number {
  return country && Object.hasOwn(rates.byCountry, country)
    ? rates.byCountry[country]!
    : rates.fallbackPercent;
}
