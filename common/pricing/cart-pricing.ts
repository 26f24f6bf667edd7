import { percentOf } from "../money";
import { stepFor, unitPriceFor, type LadderStep } from "./bulk-ladder";

/** A cart line as the pricing engine needs it; prices in minor units, read from the database. */
interface PricingLine {
  productId: string;
  /** The product's list price per unit. */
  price: number;
  quantity: number;
  /** The ladder that applies to the product ({@link applicableLadder}). */
  ladder: readonly LadderStep[];
  /** The buyer's customization, re-read from the vendor's active options by the server; none when absent. */
  customization?: CustomizationCost;
}

/** What a line's chosen customization costs: per unit, and once for the line (set-up). */
export interface CustomizationCost {
  perUnit: number;
  setupCost: number;
}

/**
 * The customization's cost per unit: the per-unit extras plus the one-off set-up cost spread over
 * the line's units, rounded to the minor unit. The line is charged this times its quantity, so the
 * unit price a buyer sees times the quantity is exactly the line's charge.
 */
export function customizationUnitCost(cost: CustomizationCost | undefined, quantity: number): number {
  if (!cost) return 0;
  return cost.perUnit + Math.round(cost.setupCost / Math.max(1, quantity));
}

/**
 * A line's unit price: the ladder's price for its quantity plus {@link customizationUnitCost}. The
 * cart prices every line with it, and the product page's customization chooser shows it live, so the
 * price the buyer watches is the price the cart charges.
 */
export function lineUnitPrice({ price, quantity, ladder, customization }: Omit<PricingLine, "productId">): {
  unitPrice: number;
  customizationUnitCost: number;
} {
  const extra = customizationUnitCost(customization, quantity);
  return { unitPrice: unitPriceFor(price, quantity, ladder) + extra, customizationUnitCost: extra };
}

/** A promotion the server has found valid for this cart; the engine applies it. */
export interface PromotionTerms {
  code: string;
  description: string;
  kind: "percent" | "fixed";
  /** Percent off, or minor units off. */
  value: number;
  /** The subtotal (after quantity tiers) the code needs. */
  minSubtotal: number;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  /** An approved corporate account's tier discount (premium 5, enterprise 10); 0 for everyone else. */
  corporatePercentOff: number;
  promotion: PromotionTerms | null;
  /** The chosen shipping method's price. */
  shippingPrice: number;
  vatRatePercent: number;
}

interface PricedLine {
  productId: string;
  quantity: number;
  /** The tier price plus {@link customizationUnitCost}. */
  unitPrice: number;
  /** The customization's share of the unit price (0 without one). */
  customizationUnitCost: number;
  /** The ladder step the quantity reaches, if any. */
  step: LadderStep | null;
  lineTotal: number;
  /** What the line would cost at the list price (customization included, so savings are the tiers' alone). */
  listTotal: number;
}

export interface CartPricing {
  lines: PricedLine[];
  /** Units across all lines. */
  units: number;
  /** Sum of the lines at list price. */
  listSubtotal: number;
  /** Sum of the lines at their tier prices. */
  subtotal: number;
  /** listSubtotal − subtotal: what the quantity tiers saved. */
  volumeSavings: number;
  corporateDiscount: number;
  /** The promotion applied, or null when there is none or the cart is below its minimum. */
  promotion: PromotionTerms | null;
  promoDiscount: number;
  shipping: number;
  /** VAT on the discounted goods (shipping is not taxed). */
  tax: number;
  total: number;
}

/**
 * The one pricing engine: the cart, checkout and the placed order all price through it,
 * so the total a buyer sees is the total charged. Order: quantity tiers and customization per line → corporate
 * discount → promotion → VAT on what remains → shipping. Everything is integer minor units.
 */
export function priceCart(input: PricingInput): CartPricing {
  const lines = input.lines.map((line): PricedLine => {
    const { unitPrice, customizationUnitCost: extra } = lineUnitPrice(line);
    return {
      productId: line.productId,
      quantity: line.quantity,
      unitPrice,
      customizationUnitCost: extra,
      step: stepFor(line.quantity, line.ladder),
      lineTotal: unitPrice * line.quantity,
      listTotal: (line.price + extra) * line.quantity,
    };
  });
  const subtotal = sum(lines.map((line) => line.lineTotal));
  const listSubtotal = sum(lines.map((line) => line.listTotal));
  const corporateDiscount = percentOf(subtotal, input.corporatePercentOff);
  const afterCorporate = subtotal - corporateDiscount;
  const promotion =
    input.promotion && lines.length > 0 && subtotal >= input.promotion.minSubtotal ? input.promotion : null;
  const promoDiscount = promotion
    ? Math.min(
        afterCorporate,
        promotion.kind === "percent" ? percentOf(afterCorporate, promotion.value) : promotion.value,
      )
    : 0;
  const taxable = afterCorporate - promoDiscount;
  const tax = percentOf(taxable, input.vatRatePercent);
  const shipping = lines.length > 0 ? input.shippingPrice : 0;
  return {
    lines,
    units: sum(lines.map((line) => line.quantity)),
    listSubtotal,
    subtotal,
    volumeSavings: listSubtotal - subtotal,
    corporateDiscount,
    promotion,
    promoDiscount,
    shipping,
    tax,
    total: taxable + tax + shipping,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
