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
  /**
   * An accepted quote's unit price: the line costs exactly this per unit, with no quantity tier, no
   * customization, and it is left out of the corporate discount and the promotion (a negotiated
   * price is final; discounts do not stack on it). The other lines still get them.
   */
  fixedUnitPrice?: number;
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
  /** True for a quote-priced line (its unit price is the quote's; no discount reaches it). */
  fixedPrice: boolean;
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
  /** What the corporate discount and the promotion apply to: the subtotal less quote-priced lines. */
  discountableSubtotal: number;
  corporateDiscount: number;
  /** The promotion applied, or null when there is none or the discountable subtotal is below its minimum. */
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
 * discount → promotion → VAT on what remains → shipping. Quote-priced lines (`fixedUnitPrice`) keep the
 * quote's price and take no discount, so the corporate discount and the promotion (its minimum too)
 * are judged on the other lines. Everything is integer minor units.
 */
export function priceCart(input: PricingInput): CartPricing {
  const lines = input.lines.map((line): PricedLine => {
    if (line.fixedUnitPrice !== undefined)
      return {
        productId: line.productId,
        quantity: line.quantity,
        unitPrice: line.fixedUnitPrice,
        customizationUnitCost: 0,
        step: null,
        lineTotal: line.fixedUnitPrice * line.quantity,
        listTotal: line.fixedUnitPrice * line.quantity,
        fixedPrice: true,
      };
    const { unitPrice, customizationUnitCost: extra } = lineUnitPrice(line);
    return {
      productId: line.productId,
      quantity: line.quantity,
      unitPrice,
      customizationUnitCost: extra,
      step: stepFor(line.quantity, line.ladder),
      lineTotal: unitPrice * line.quantity,
      listTotal: (line.price + extra) * line.quantity,
      fixedPrice: false,
    };
  });
  const subtotal = sum(lines.map((line) => line.lineTotal));
  const listSubtotal = sum(lines.map((line) => line.listTotal));
  const discountableSubtotal = sum(lines.filter((line) => !line.fixedPrice).map((line) => line.lineTotal));
  const corporateDiscount = percentOf(discountableSubtotal, input.corporatePercentOff);
  const afterCorporate = discountableSubtotal - corporateDiscount;
  const promotion =
    input.promotion && afterCorporate > 0 && discountableSubtotal >= input.promotion.minSubtotal
      ? input.promotion
      : null;
  const promoDiscount = promotion
    ? Math.min(
        afterCorporate,
        promotion.kind === "percent" ? percentOf(afterCorporate, promotion.value) : promotion.value,
      )
    : 0;
  const taxable = subtotal - corporateDiscount - promoDiscount;
  const tax = percentOf(taxable, input.vatRatePercent);
  const shipping = lines.length > 0 ? input.shippingPrice : 0;
  return {
    lines,
    units: sum(lines.map((line) => line.quantity)),
    listSubtotal,
    subtotal,
    volumeSavings: listSubtotal - subtotal,
    discountableSubtotal,
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

/** What one product at a quantity costs the buyer, as the cart will price that line. */
export interface ProductLinePrice {
  /** The tier price per unit. */
  unitPrice: number;
  /** The ladder step the quantity reaches, if any. */
  step: LadderStep | null;
  /** Unit price times quantity, before the corporate discount. */
  lineTotal: number;
  /** The approved corporate account's discount on the line (0 for everyone else). */
  corporateDiscount: number;
  /** What the buyer pays for the goods: lineTotal − corporateDiscount. */
  businessTotal: number;
}

/**
 * The product page's and the quick view's price for a quantity, through {@link priceCart} itself (one
 * line, no promotion, shipping or VAT), so what they display is what the cart charges for the goods.
 */
export function priceProductLine(input: {
  price: number;
  quantity: number;
  ladder: readonly LadderStep[];
  corporatePercentOff: number;
}): ProductLinePrice {
  const pricing = priceCart({
    lines: [{ productId: "", price: input.price, quantity: input.quantity, ladder: input.ladder }],
    corporatePercentOff: input.corporatePercentOff,
    promotion: null,
    shippingPrice: 0,
    vatRatePercent: 0,
  });
  const line = pricing.lines[0]!;
  return {
    unitPrice: line.unitPrice,
    step: line.step,
    lineTotal: line.lineTotal,
    corporateDiscount: pricing.corporateDiscount,
    businessTotal: pricing.subtotal - pricing.corporateDiscount,
  };
}

/** One row of a product's quantity-price table. */
export interface LadderRow {
  minQuantity: number;
  /** The ladder's discount from this quantity on (0: the base price). */
  percentOff: number;
  unitPrice: number;
}

/**
 * The product page's quantity-price table: the base price from 1 unit, then each ladder step, each
 * priced by {@link priceProductLine}. The cart gives every buyer these prices, retail and business
 * alike; an approved corporate account's discount comes on top, on the line.
 */
export function ladderRows(price: number, ladder: readonly LadderStep[]): LadderRow[] {
  const quantities = [1, ...ladder.map((step) => step.minQuantity).filter((quantity) => quantity > 1)];
  return [...new Set(quantities)].map((quantity) => {
    const line = priceProductLine({ price, quantity, ladder, corporatePercentOff: 0 });
    return { minQuantity: quantity, percentOff: line.step?.percentOff ?? 0, unitPrice: line.unitPrice };
  });
}
