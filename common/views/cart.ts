/**
 * What the cart and checkout pages show, as the cart and checkout queries return it. The pages
 * import these types from here so that no browser code imports server files.
 */
import type { LadderStep } from "#common/pricing/bulk-ladder";
import type { CartPricing } from "#common/pricing/cart-pricing";
import type { CheckoutStep } from "#common/checkout-steps";

/** A product saved for later: shown with its price, not priced into the cart. */
export interface SavedLine {
  productId: string;
  name: string;
  price: number;
  currency: string;
  moq: number;
  stockQuantity: number;
  imageKey: string | null;
  imageAlt: string | null;
  vendorId: string;
  vendorName: string;
  quantity: number;
  /** Which of the product's lines this is: its customization's key ('' for none). */
  lineKey: string;
}

export interface CartLine extends SavedLine {
  unitPrice: number;
  lineTotal: number;
  step: LadderStep | null;
  ladder: LadderStep[];
  /** Set when the stock has fallen below the quantity since it was added. */
  stockProblem: string | null;
  /**
   * The options chosen for this line (empty for none), as the buyer and the vendor read them: the option, what they chose as shown to them, its per-unit extra and
   * its one-off set-up cost (spread over the line's units in `customizationUnitCost`).
   */
  customization: { optionName: string; shown: string; perUnit: number; setupCost: number }[];
  /** The customization's share of the unit price. */
  customizationUnitCost: number;
  /** Set when the vendor has since changed the options so this choice is no longer offered. */
  customizationProblem: string | null;
  /**
   * Set on a quote-priced line: the accepted quote it orders (unit price and quantity fixed by it), and
   * why it can no longer be ordered (expired, ordered already), or null.
   */
  quote: { id: string; problem: string | null } | null;
}

export interface ShippingChoice {
  code: string;
  name: string;
  deliveryTime: string;
  price: number;
  minUnits: number;
}

export interface ShippingOption extends ShippingChoice {
  available: boolean;
}

export interface CartView {
  cartId: string | null;
  items: CartLine[];
  saved: SavedLine[];
  shippingMethods: ShippingOption[];
  /** The method priced: the chosen one, or standard when the chosen one no longer fits the cart. */
  shippingMethod: string;
  /** The code the buyer entered, even when the cart no longer meets its minimum. */
  promoCode: string | null;
  pricing: Omit<CartPricing, "lines">;
  /**
   * The VAT rate priced and the destination country it is for: the country saved at checkout's
   * shipping step, or null (the fallback rate) while none is.
   */
  vat: { ratePercent: number; destination: string | null };
  /** The platform ladder, for the Volume Pricing list. */
  defaultLadder: LadderStep[];
}

export interface CheckoutView {
  cart: CartView;
  /** What each step saved, as typed (strings), to fill its form again. */
  details: Partial<Record<"shipping" | "business" | "payment" | "purchaseOrder", Record<string, string>>>;
  /** The first step whose saved details are missing or no longer valid; review when all are done. */
  firstOpenStep: CheckoutStep;
  netTermsEligible: boolean;
  /** What a corporate account's credit still allows on net terms (minor units); null when unlimited. */
  netTermsCredit: number | null;
}
