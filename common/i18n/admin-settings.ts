import type { PageTexts } from "./catalogue";

/** /admin/settings: the platform settings, one form per section, and the rules' messages. */
export const adminSettingsTexts = {
  en: {
    title: "Platform settings",
    intro:
      "What carts, checkout, orders and payouts use. Each section saves on its own; every change is recorded in the activity log with its old and new value.",
    save: "Save",
    saving: "Saving…",
    saved: (section: string) => `${section} saved`,
    unchanged: (section: string) => `${section}: nothing changed`,
    sections: {
      vat: "VAT",
      commission: "Commission",
      shipping: "Shipping methods",
      payouts: "Payouts",
      referrals: "Referrals",
      payOnDelivery: "Pay on delivery",
      support: "Support contact",
      exchangeRates: "Exchange rates",
      companyDomains: "Company e-mail domains",
    },
    vatIntro:
      "Charged on the goods (not shipping) by the order's destination country. A cart whose destination is not known yet pays the fallback rate.",
    vatFallback: "Fallback rate (%)",
    vatFallbackHint: "For every destination without a rate of its own.",
    vatCountry: (country: string) => `${country} (%)`,
    vatCountryHint: "Rates by destination country; leave a country empty to charge it the fallback rate.",
    commissionIntro:
      "Kept by the platform from each vendor's sub-order; fixed on the sub-order when it is placed.",
    commissionPercent: "Commission (%)",
    shippingIntro:
      "The methods the cart and checkout offer. Standard shipping is every cart's fallback, so it is always offered.",
    shippingPrice: "Price (₦)",
    shippingDeliveryTime: "Delivery time",
    shippingMinUnits: "Offered from (units)",
    shippingActive: "Offered",
    payoutsIntro: "The smallest payout a vendor may request from their balance.",
    minimumPayout: "Minimum payout (₦)",
    referralsIntro: "Stored now and used when referrals launch: no referral is created or rewarded yet.",
    referralsEnabled: "Referral system on",
    referralReward: "Reward per completed referral (₦)",
    referralMinimumPurchase: "Minimum first purchase (₦)",
    referralMaxPerUser: "Referrals per person (at most)",
    payOnDeliveryIntro: "Stored now and used when pay on delivery launches: checkout does not offer it yet.",
    payOnDeliveryEnabled: "Pay on delivery on",
    payOnDeliveryMax: "Largest order total (₦)",
    payOnDeliveryCountries: "Offered for deliveries to",
    supportIntro: "Messages sent with the contact form go to this address.",
    supportEmail: "Support e-mail",
    supportPhone: "Support phone",
    supportPhoneHint: "With the country code, e.g. +234 803 123 4567. Not shown on any page yet.",
    exchangeRatesIntro:
      "Naira for one unit of each currency, used only to show approximate prices when multi-currency is on: carts, orders and payments stay in naira. Leave a currency empty and shoppers cannot choose it. Each rate keeps the day it was last changed.",
    exchangeRate: (currency: string, name: string) => `${name} (${currency}): ₦ per 1 ${currency}`,
    exchangeRateSetOn: (date: string) => `Set on ${date}`,
    exchangeRateNotSet: "No rate: not offered",
    exchangeRateInvalid:
      "Enter the naira for one unit, more than 0 and at most 1,000,000 with at most four decimals (e.g. 1550.25), or leave it empty",
    companyDomainsIntro:
      "Admin and staff roles are honoured only for addresses in these domains. They are set in the server's configuration (COMPANY_EMAIL_DOMAINS), not here.",
    percentInvalid: "Enter a percentage from 0 to 100, with at most two decimals",
    amountInvalid: "Enter an amount in naira, e.g. 5000 or 5000.50",
    unitsInvalid: (max: string) => `Enter a whole number from 1 to ${max}`,
    deliveryTimeInvalid: "Enter a delivery time of at most 60 characters",
    standardStaysOffered: "Standard shipping is every cart's fallback and stays offered",
    phoneInvalid: "Enter a phone number of 7 to 15 digits, e.g. +234 803 123 4567",
    emailInvalid: "Enter a valid e-mail address",
    countriesRequired: "Choose at least one country while pay on delivery is on",
    sectionUnknown: "This settings section does not exist.",
  },
} satisfies PageTexts;
