import { z } from "zod";

/** The checkout option lists, in the spec's order. */
export const shippingCountries = [
  { code: "US", name: "United States" },
  { code: "CA", name: "Canada" },
  { code: "GB", name: "United Kingdom" },
  { code: "AU", name: "Australia" },
  { code: "NG", name: "Nigeria" },
  { code: "GH", name: "Ghana" },
  { code: "KE", name: "Kenya" },
  { code: "ZA", name: "South Africa" },
  { code: "EG", name: "Egypt" },
  { code: "MA", name: "Morocco" },
] as const;
export const defaultShippingCountry = "US";

export const businessTypes = [
  "retailer",
  "wholesaler",
  "manufacturer",
  "distributor",
  "importer",
  "exporter",
  "service_provider",
  "other",
] as const;
export const industries = [
  "agriculture",
  "apparel",
  "automotive",
  "construction",
  "electronics",
  "food",
  "furniture",
  "healthcare",
  "hospitality",
  "manufacturing",
  "retail",
  "technology",
  "transportation",
  "other",
] as const;
export const yearsInBusinessOptions = ["less_than_1", "1_2", "3_5", "6_10", "more_than_10"] as const;
export const employeeCounts = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;
export const annualRevenues = [
  "under_100k",
  "100k_500k",
  "500k_1m",
  "1m_5m",
  "5m_10m",
  "10m_50m",
  "50m_plus",
  "undisclosed",
] as const;
export const netTermsDurations = ["net_15", "net_30", "net_45", "net_60"] as const;
/** The provider's hosted checkout takes cards and mobile money; we never see a card number. */
const checkoutPaymentMethods = [
  "card",
  "mobile_money",
  "bank_transfer",
  "net_terms",
  "purchase_order",
] as const;
export type CheckoutPaymentMethod = (typeof checkoutPaymentMethods)[number];

/** Net terms 15–60 days, 1.5% monthly late charge; bank transfers processed in 1–2 business days. */
export const netTermsDays: Record<(typeof netTermsDurations)[number], number> = {
  net_15: 15,
  net_30: 30,
  net_45: 45,
  net_60: 60,
};
export const lateChargePercentPerMonth = 1.5;

export const checkoutMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  address: "Address is required",
  city: "City is required",
  state: "State/Province is required",
  postalCode: "Postal code is required",
  country: "Country is required",
  phone: "Phone number is required",
  email: "Invalid email address",
  businessName: "Business name is required",
  businessType: "Business type is required",
  taxId: "Tax ID is required",
  yearsInBusiness: "Years in business is required",
  industry: "Industry is required",
  employeeCount: "Employee count is required",
  website: "Invalid website URL",
  terms: "You must accept the terms and conditions",
  paymentFields: "Please fill in all required fields for the selected payment method",
  netTermsIneligible:
    "Net terms are available to approved business accounts. Contact B2B support, or complete at least 3 orders, to use them.",
  netTermsOverCredit: (remaining: string) =>
    `This order is more than the ${remaining} of credit your business account has left for net terms. Choose another payment method, or ask your account manager to raise your limit.`,
  netTermsCredit: (remaining: string) => `Credit left for net terms: ${remaining}.`,
  loginToOrder: "You must be logged in to place an order",
  orderFailed: "There was an error processing your order. Please try again.",
  orderPlaced: "Order placed successfully!",
  orderPlacementFailed: "Order placement failed",
  cartEmpty: "Your cart is empty",
} as const;

const m = checkoutMessages;
const text = (min: number, message: string, max = 200) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);
const optionalText = (max = 200) => z.string().trim().max(max).optional().default("");
const choice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });
const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/** The Shipping step: every rule and message as the spec writes it. */
export const shippingDetailsSchema = z.object({
  firstName: text(2, m.firstName, 100),
  lastName: text(2, m.lastName, 100),
  companyName: optionalText(),
  address1: text(5, m.address),
  address2: optionalText(),
  city: text(2, m.city, 100),
  state: text(2, m.state, 100),
  postalCode: text(3, m.postalCode, 20),
  country: z.enum(shippingCountries.map((country) => country.code) as [string, ...string[]], {
    error: m.country,
  }),
  phone: text(5, m.phone, 30),
  email: z
    .string({ error: m.email })
    .trim()
    .pipe(z.email({ error: m.email }))
    .transform((value) => value.toLowerCase()),
  saveAddress: checkbox.optional().default(false),
  specialInstructions: optionalText(1000),
});

/**
 * The Business step. A buyer for a business gives the business fields with the spec's messages;
 * a private buyer only accepts the terms (docs/decisions/007).
 */
export const businessDetailsSchema = z.discriminatedUnion("buyerType", [
  z.object({ buyerType: z.literal("personal"), termsAccepted: checkbox.refine((value) => value, m.terms) }),
  z.object({
    buyerType: z.literal("business"),
    businessName: text(2, m.businessName),
    businessType: choice(businessTypes, m.businessType),
    taxId: text(5, m.taxId, 50),
    registrationNumber: optionalText(50),
    yearsInBusiness: choice(yearsInBusinessOptions, m.yearsInBusiness),
    industry: choice(industries, m.industry),
    annualRevenue: z
      .union([z.enum(annualRevenues), z.literal("")])
      .optional()
      .default(""),
    employeeCount: choice(employeeCounts, m.employeeCount),
    website: z
      .union([z.literal(""), z.url({ error: m.website, protocol: /^https?$/ })], { error: m.website })
      .optional()
      .default(""),
    purchaseOrderRequired: checkbox.optional().default(false),
    poNumber: optionalText(50),
    termsAccepted: checkbox.refine((value) => value, m.terms),
  }),
]);

/** The Payment step, without card fields (the provider's page takes the card). */
export const paymentDetailsSchema = z
  .object({
    paymentMethod: z.enum(checkoutPaymentMethods, { error: m.paymentFields }),
    bankReference: optionalText(100),
    netTermsDuration: z
      .union([z.enum(netTermsDurations), z.literal("")])
      .optional()
      .default(""),
    poNumber: optionalText(50),
  })
  .superRefine((payment, context) => {
    if (payment.paymentMethod === "net_terms" && !payment.netTermsDuration)
      context.addIssue({ code: "custom", path: ["netTermsDuration"], message: m.paymentFields });
    if (payment.paymentMethod === "purchase_order" && !payment.poNumber)
      context.addIssue({ code: "custom", path: ["poNumber"], message: m.paymentFields });
  });

export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
