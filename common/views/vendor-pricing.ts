import type { LadderStep } from "../pricing/bulk-ladder";

/** The product a vendor is pricing or customizing, as its back-office pages show it. */
export interface VendorProductHeading {
  id: string;
  name: string;
  /** List price per unit, minor units. */
  price: number;
  currency: string;
  moq: number;
}

export interface VendorPricingTier extends LadderStep {
  id: string;
}

/**
 * A ladder step with the unit price it gives the product, priced on the server by the function the
 * product page and the cart use (the back office does not ship the pricing code to the browser).
 */
export interface PricedStep extends LadderStep {
  unitPrice: number;
}

/** /vendor/products/:id/pricing: the product's own tiers, lowest quantity first, and the platform ladder. */
export interface VendorProductPricing {
  product: VendorProductHeading;
  tiers: (VendorPricingTier & PricedStep)[];
  /** What applies while the product has no tiers of its own. */
  platformLadder: PricedStep[];
}

export type CustomizationType = "select" | "checkbox" | "text";

export interface VendorCustomizationValue {
  id: string;
  value: string;
  label: string;
  /** Minor units added per unit when chosen. */
  additionalCost: number;
  isActive: boolean;
}

export interface VendorCustomizationOption {
  id: string;
  name: string;
  type: CustomizationType;
  category: string;
  description: string;
  required: boolean;
  /** For a text option: the most characters a buyer may type. */
  maxLength: number | null;
  minOrderQuantity: number;
  /** Minor units per unit. */
  additionalCost: number;
  /** Minor units once per order line. */
  setupCost: number;
  leadTimeDays: number;
  isActive: boolean;
  values: VendorCustomizationValue[];
}

/** /vendor/products/:id/customization: every option of the product, active or not, with its values. */
export interface VendorProductCustomization {
  product: VendorProductHeading;
  options: VendorCustomizationOption[];
}
