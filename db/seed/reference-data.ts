import { settingDefaults, settingKeys } from "../../common/platform-settings";
import { defaultStaffSections, editableStaffSections } from "../../common/admin-sections";
import type { featureFlags, staffSections } from "../schema";
/** Real reference rows: African countries with their ISO currencies, plus the main trading currencies. */
export const currencyRows = [
  { code: "NGN", name: "Nigerian Naira", symbol: "₦", minorUnits: 2 },
  { code: "KES", name: "Kenyan Shilling", symbol: "KSh", minorUnits: 2 },
  { code: "GHS", name: "Ghanaian Cedi", symbol: "GH₵", minorUnits: 2 },
  { code: "ZAR", name: "South African Rand", symbol: "R", minorUnits: 2 },
  { code: "EGP", name: "Egyptian Pound", symbol: "E£", minorUnits: 2 },
  { code: "MAD", name: "Moroccan Dirham", symbol: "MAD", minorUnits: 2 },
  { code: "ETB", name: "Ethiopian Birr", symbol: "Br", minorUnits: 2 },
  { code: "TZS", name: "Tanzanian Shilling", symbol: "TSh", minorUnits: 2 },
  { code: "UGX", name: "Ugandan Shilling", symbol: "USh", minorUnits: 0 },
  { code: "RWF", name: "Rwandan Franc", symbol: "FRw", minorUnits: 0 },
  { code: "XOF", name: "West African CFA Franc", symbol: "CFA", minorUnits: 0 },
  { code: "XAF", name: "Central African CFA Franc", symbol: "FCFA", minorUnits: 0 },
  { code: "TND", name: "Tunisian Dinar", symbol: "DT", minorUnits: 3 },
  { code: "DZD", name: "Algerian Dinar", symbol: "DA", minorUnits: 2 },
  { code: "ZMW", name: "Zambian Kwacha", symbol: "ZK", minorUnits: 2 },
  { code: "BWP", name: "Botswana Pula", symbol: "P", minorUnits: 2 },
  { code: "NAD", name: "Namibian Dollar", symbol: "N$", minorUnits: 2 },
  { code: "MUR", name: "Mauritian Rupee", symbol: "Rs", minorUnits: 2 },
  { code: "USD", name: "US Dollar", symbol: "$", minorUnits: 2 },
  { code: "EUR", name: "Euro", symbol: "€", minorUnits: 2 },
  { code: "GBP", name: "Pound Sterling", symbol: "£", minorUnits: 2 },
];

export const countryRows = [
  { code: "NG", name: "Nigeria", currencyCode: "NGN", region: "West Africa" },
  { code: "GH", name: "Ghana", currencyCode: "GHS", region: "West Africa" },
  { code: "SN", name: "Senegal", currencyCode: "XOF", region: "West Africa" },
  { code: "CI", name: "Côte d'Ivoire", currencyCode: "XOF", region: "West Africa" },
  { code: "ML", name: "Mali", currencyCode: "XOF", region: "West Africa" },
  { code: "BF", name: "Burkina Faso", currencyCode: "XOF", region: "West Africa" },
  { code: "BJ", name: "Benin", currencyCode: "XOF", region: "West Africa" },
  { code: "TG", name: "Togo", currencyCode: "XOF", region: "West Africa" },
  { code: "KE", name: "Kenya", currencyCode: "KES", region: "East Africa" },
  { code: "TZ", name: "Tanzania", currencyCode: "TZS", region: "East Africa" },
  { code: "UG", name: "Uganda", currencyCode: "UGX", region: "East Africa" },
  { code: "RW", name: "Rwanda", currencyCode: "RWF", region: "East Africa" },
  { code: "ET", name: "Ethiopia", currencyCode: "ETB", region: "East Africa" },
  { code: "CM", name: "Cameroon", currencyCode: "XAF", region: "Central Africa" },
  { code: "GA", name: "Gabon", currencyCode: "XAF", region: "Central Africa" },
  { code: "ZA", name: "South Africa", currencyCode: "ZAR", region: "Southern Africa" },
  { code: "ZM", name: "Zambia", currencyCode: "ZMW", region: "Southern Africa" },
  { code: "BW", name: "Botswana", currencyCode: "BWP", region: "Southern Africa" },
  { code: "NA", name: "Namibia", currencyCode: "NAD", region: "Southern Africa" },
  { code: "MU", name: "Mauritius", currencyCode: "MUR", region: "Southern Africa" },
  { code: "EG", name: "Egypt", currencyCode: "EGP", region: "North Africa" },
  { code: "MA", name: "Morocco", currencyCode: "MAD", region: "North Africa" },
  { code: "TN", name: "Tunisia", currencyCode: "TND", region: "North Africa" },
  { code: "DZ", name: "Algeria", currencyCode: "DZD", region: "North Africa" },
].map((row) => ({ ...row, isAfrican: true }));

export const languageRows = [
  { code: "en", name: "English", nativeName: "English" },
  { code: "fr", name: "French", nativeName: "Français" },
  { code: "ar", name: "Arabic", nativeName: "العربية" },
  { code: "pt", name: "Portuguese", nativeName: "Português" },
  { code: "sw", name: "Swahili", nativeName: "Kiswahili" },
  { code: "yo", name: "Yoruba", nativeName: "Yorùbá" },
  { code: "ha", name: "Hausa", nativeName: "Hausa" },
  { code: "ig", name: "Igbo", nativeName: "Igbo" },
  { code: "am", name: "Amharic", nativeName: "አማርኛ" },
  { code: "zu", name: "Zulu", nativeName: "isiZulu" },
];

/**
 * All on, except multi-currency (off, beta). Corporate accounts need bulk pricing: an approved account's
 * discount tiers are bulk-pricing benefits.
 */
export const featureFlagRows: (typeof featureFlags.$inferInsert)[] = [
  {
    key: "rfq-system",
    name: "RFQ system",
    description: "Buyers request quotes from vendors",
    enabled: true,
    beta: false,
    category: "b2b",
    requiresAuth: true,
    dependencies: [],
  },
  {
    key: "market-days",
    name: "Market days",
    description: "Timed sales events vendors register for",
    enabled: true,
    beta: false,
    category: "marketing",
    requiresAuth: false,
    dependencies: [],
  },
  {
    key: "vendor-onboarding",
    name: "Vendor onboarding",
    description: "Businesses apply to sell on the marketplace",
    enabled: true,
    beta: false,
    category: "vendor",
    requiresAuth: true,
    dependencies: [],
  },
  {
    key: "bulk-pricing",
    name: "Bulk pricing",
    description: "Quantity tiers lower the unit price",
    enabled: true,
    beta: false,
    category: "b2b",
    requiresAuth: false,
    dependencies: [],
  },
  {
    key: "corporate-accounts",
    name: "Corporate accounts",
    description: "Approved business buyers get discounts and terms",
    enabled: true,
    beta: false,
    category: "b2b",
    requiresAuth: true,
    dependencies: ["bulk-pricing"],
  },
  {
    key: "analytics-dashboard",
    name: "Analytics dashboard",
    description: "Sales and traffic figures for vendors and admins",
    enabled: true,
    beta: false,
    category: "analytics",
    requiresAuth: true,
    dependencies: [],
  },
  {
    key: "customization-service",
    name: "Customization service",
    description: "Buyers customise products ordered in bulk",
    enabled: true,
    beta: false,
    category: "customer",
    requiresAuth: false,
    dependencies: [],
  },
  {
    key: "custom-theme",
    name: "Custom theme",
    description: "Light and dark themes",
    enabled: true,
    beta: false,
    category: "customer",
    requiresAuth: false,
    dependencies: [],
  },
  {
    key: "multi-currency",
    name: "Multi-currency",
    description: "Show prices converted into other currencies",
    enabled: false,
    beta: true,
    category: "localization",
    requiresAuth: false,
    dependencies: [],
  },
];

const d = settingDefaults;
const k = settingKeys;

/**
 * Platform settings: the ones /admin/settings edits start from `settingDefaults` (the settings module
 * falls back to the same values for a missing row); the seed only adds missing rows, never resets one.
 */
export const settingRows = [
  { key: "settlement_currency", value: "NGN", description: "Currency prices, carts and orders are kept in" },
  {
    key: k.vatFallback,
    value: d.vatFallback,
    description: "VAT rate for destinations without a rate of their own",
  },
  { key: k.vatByCountry, value: d.vatByCountry, description: "VAT rate per destination country" },
  {
    key: "default_bulk_ladder",
    value: [
      { minQuantity: 3, percentOff: 3 },
      { minQuantity: 5, percentOff: 5 },
      { minQuantity: 50, percentOff: 10 },
      { minQuantity: 100, percentOff: 15 },
      { minQuantity: 500, percentOff: 25 },
    ],
    description: "Quantity discounts for products without their own tiers",
  },
  {
    key: k.commission,
    value: d.commission,
    description: "Commission the platform keeps from each sub-order",
  },
  {
    key: k.minimumPayout,
    value: d.minimumPayout,
    description:
      "Smallest payout a vendor may request, in minor units of the settlement currency (NGN 5,000)",
  },
  { key: k.referrals, value: d.referrals, description: "Referral rewards (used when referrals launch)" },
  {
    key: k.payOnDelivery,
    value: d.payOnDelivery,
    description: "Pay-on-delivery limits (used when pay on delivery launches)",
  },
  { key: k.supportContact, value: d.supportContact, description: "Where contact-form messages go" },
  {
    key: k.exchangeRates,
    value: d.exchangeRates,
    description: "Naira per unit of each currency prices may be shown in (multi-currency)",
  },
];

/** The cart's shipping methods (prices in NGN kobo). Freight is offered from 50 units. */
export const shippingMethodRows = [
  {
    code: "standard",
    name: "Standard Shipping",
    deliveryTime: "3-5 business days",
    price: 0,
    minUnits: 1,
    sortOrder: 1,
  },
  {
    code: "express",
    name: "Express Shipping",
    deliveryTime: "1-2 business days",
    price: 150_000,
    minUnits: 1,
    sortOrder: 2,
  },
  {
    code: "pickup",
    name: "Local Pickup",
    deliveryTime: "Ready in 1-2 business days",
    price: 0,
    minUnits: 1,
    sortOrder: 3,
  },
  {
    code: "freight",
    name: "Freight",
    deliveryTime: "7-14 business days",
    price: 2_500_000,
    minUnits: 50,
    sortOrder: 4,
  },
];

/** The back-office sections staff may open before an admin edits them at /admin/roles. */
export const staffSectionRows: (typeof staffSections.$inferInsert)[] = editableStaffSections.map(
  (section) => ({
    section,
    allowed: defaultStaffSections.includes(section),
  }),
);
