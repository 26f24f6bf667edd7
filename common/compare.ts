import { minorUnitsOf } from "./money";
import { minimumQuantity } from "./pricing/quantity";

/**
 * The Compare Vendors overlay: one offer per vendor for the same kind of product,
 * and the Key Differences box (price, lead time in days, minimum order ranges).
 */

export interface CompareOffer {
  productId: string;
  productName: string;
  price: number;
  currency: string;
  moq: number;
  stockQuantity: number;
  leadTime: string | null;
  ratingAverage: number;
  ratingCount: number;
  /** The deepest bulk discount the product's ladder reaches, in percent (0: none). */
  bestBulkPercentOff: number;
  /** The product the page shows (the others are alternatives). */
  current: boolean;
  vendor: {
    id: string;
    businessName: string;
    verified: boolean;
    verificationLevel: number;
    countryCode: string;
    responseRate: number | null;
    responseTimeHours: number | null;
    fulfillmentRate: number | null;
    onTimeDeliveryRate: number | null;
    totalOrders: number;
  };
}

export interface Range {
  min: number;
  max: number;
}

/** "7-10 days" → 7–10, "2 weeks" → 14–14, "3-4 weeks" → 21–28; null when no number of days can be read. */
export function leadTimeDays(text: string | null): Range | null {
  const match = /(\d+)(?:\s*(?:-|–|to)\s*(\d+))?\s*(day|week|month)/i.exec(text ?? "");
  if (!match) return null;
  const unit = { day: 1, week: 7, month: 30 }[match[3]!.toLowerCase() as "day" | "week" | "month"];
  const low = Number(match[1]) * unit;
  const high = Number(match[2] ?? match[1]) * unit;
  return { min: Math.min(low, high), max: Math.max(low, high) };
}

function rangeOf(values: readonly number[]): Range | null {
  return values.length ? { min: Math.min(...values), max: Math.max(...values) } : null;
}

export interface KeyDifferences {
  price: Range | null;
  leadTimeDays: Range | null;
  moq: Range | null;
}

export function keyDifferences(offers: readonly CompareOffer[]): KeyDifferences {
  const leadTimes = offers.flatMap((offer) => leadTimeDays(offer.leadTime) ?? []);
  return {
    price: rangeOf(offers.map((offer) => offer.price)),
    leadTimeDays: leadTimes.length
      ? {
          min: Math.min(...leadTimes.map((range) => range.min)),
          max: Math.max(...leadTimes.map((range) => range.max)),
        }
      : null,
    moq: rangeOf(offers.map((offer) => minimumQuantity(offer.moq))),
  };
}

/** The overlay's sort orders, in the order its Sort By list offers them. */
export const compareSorts = ["price", "rating", "lead_time", "moq"] as const;
export type CompareSort = (typeof compareSorts)[number];

export interface CompareView {
  search: string;
  verifiedOnly: boolean;
  inStockOnly: boolean;
  sort: CompareSort;
}

/**
 * The offers the overlay lists for its search box, filters and sort; the current product stays first when it
 * passes.
 */
export function visibleOffers(offers: readonly CompareOffer[], view: CompareView): CompareOffer[] {
  const search = view.search.trim().toLowerCase();
  const leadTimeKey = (offer: CompareOffer) => leadTimeDays(offer.leadTime)?.min ?? Number.POSITIVE_INFINITY;
  const keys: Record<CompareSort, (a: CompareOffer, b: CompareOffer) => number> = {
    price: (a, b) => a.price - b.price,
    rating: (a, b) => b.ratingAverage - a.ratingAverage || b.ratingCount - a.ratingCount,
    lead_time: (a, b) => leadTimeKey(a) - leadTimeKey(b),
    moq: (a, b) => a.moq - b.moq,
  };
  return offers
    .filter(
      (offer) =>
        !search ||
        offer.vendor.businessName.toLowerCase().includes(search) ||
        offer.productName.toLowerCase().includes(search),
    )
    .filter((offer) => !view.verifiedOnly || offer.vendor.verified)
    .filter((offer) => !view.inStockOnly || offer.stockQuantity > 0)
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        keys[view.sort](a, b) ||
        a.vendor.businessName.localeCompare(b.vendor.businessName),
    );
}

function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV's column names, in its order, and its words for yes and no, in the shopper's language. */
export type OffersCsvLabels = Record<(typeof csvColumns)[number] | "yes" | "no", string>;

const csvColumns = [
  "vendor",
  "country",
  "verified",
  "product",
  "unitPrice",
  "currency",
  "minimumOrder",
  "leadTime",
  "rating",
  "reviews",
  "bestBulkDiscount",
  "responseRate",
  "responseTime",
  "fulfilmentRate",
  "onTimeDelivery",
  "totalOrders",
] as const;

/** The offers as CSV for the Export button; money in major units, formula-looking cells quoted. */
export function offersCsv(offers: readonly CompareOffer[], labels: OffersCsvLabels): string {
  const header = csvColumns.map((column) => labels[column]);
  const rows = offers.map((offer) => [
    offer.vendor.businessName,
    offer.vendor.countryCode,
    offer.vendor.verified ? labels.yes : labels.no,
    offer.productName,
    (offer.price / 10 ** minorUnitsOf(offer.currency)).toFixed(minorUnitsOf(offer.currency)),
    offer.currency,
    offer.moq,
    offer.leadTime,
    offer.ratingAverage.toFixed(1),
    offer.ratingCount,
    offer.bestBulkPercentOff,
    offer.vendor.responseRate,
    offer.vendor.responseTimeHours,
    offer.vendor.fulfillmentRate,
    offer.vendor.onTimeDeliveryRate,
    offer.vendor.totalOrders,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
