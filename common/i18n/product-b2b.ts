/**
 * The product page's Business (B2B) area: its Bulk Pricing, Customization and Quote tabs and the
 * Enterprise Solutions cards. Kept in its own module so it ships with that area's on-demand code only.
 */
export const productB2bTexts = {
  en: {
    areaLabel: "Business options",
    bulkTab: "Bulk Pricing",
    customizationTab: "Customization",
    quoteTab: "Quote",
    ladderFromProduct: "Set by the supplier for this product.",
    ladderFromPlatform: "Marketplace volume pricing, for products without tiers of their own.",
    orderSummary: "Order summary",
    customizationCategories: "Customization categories",
    noOptions:
      "This product has no customization options. To ask the supplier for something made to order, request a quote.",
    required: "(required)",
    noneChosen: "None",
    withExtra: (label: string, extra: string) => `${label} (+${extra})`,
    perUnitExtra: (amount: string) => `+${amount} per unit`,
    setupCost: (amount: string) => `${amount} one-off set-up, spread over the units`,
    fromUnits: (count: string) => `From ${count} units`,
    leadTime: (days: number) => `+${days} days lead time`,
    charactersLeft: (used: string, maximum: string) => `${used} of ${maximum} characters`,
    quantity: "Quantity",
    quantityHint: (minimum: string) => `${minimum} or more`,
    extraPerUnit: "Customization per unit",
    unitPrice: "Unit price",
    lineTotal: (units: string) => `Total for ${units} units`,
    completeChoices: "Complete the choices marked above to see the price.",
    priceNote: "The cart checks your choices again and charges exactly this price.",
    addToCartLabel: (name: string) => `Add to Cart with customization: ${name}`,
    requestQuote: "Request Quote",
    quoteHeading: "Get a quote from the supplier",
    quoteIntro:
      "Tell the supplier the quantity, target price, delivery date and customization you need; they answer with a quote you can accept.",
    quoteBenefits: "Why request a quote",
    quoteReply: (hours: number) => `A reply from the supplier within ${hours} hours`,
    quoteVolume: "Prices for volumes above the listed tiers",
    quoteCustom: "Custom work, packaging and delivery dates agreed up front",
    quoteCompare: "Quotes kept side by side in your account until you accept one",
    requestAQuote: "Request a quote",
    enterpriseHeading: "Enterprise Solutions",
    complianceTitle: "Vendor Compliance Program",
    complianceText:
      "Sourcing to a standard? Ask this supplier for their certificates and audit reports before you order.",
    standards: "Standards you can ask about",
    complianceAction: "Ask the supplier",
    accountTeamTitle: "Dedicated Account Team",
    accountTeamText:
      "Corporate accounts get business prices and may be granted payment terms and an account manager.",
    accountTeamAction: "Corporate account",
  },
};
