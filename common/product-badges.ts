/**
 * Badge rules of the product detail page. Money in minor units.
 * "New" is decided by the database clock with `newProductDays` (common/catalog.ts), as on cards.
 */

import { canOrder } from "./catalog";

/** Premium: price above ₦1,000 (100 000 kobo) or a verified vendor. */
const premiumPriceThreshold = 100_000;

export function isPremiumProduct(price: number, vendorVerified: boolean): boolean {
  return price > premiumPriceThreshold || vendorVerified;
}

export type StockLevel =
  | { kind: "in-stock"; label: "In Stock" }
  | { kind: "low"; label: string }
  | { kind: "out"; label: "Out of Stock" };

/** Detail page stock badge: above 50 In Stock; 1–50 Low Stock with the count; 0 Out of Stock. */
export function stockLevel(stockQuantity: number): StockLevel {
  if (stockQuantity > 50) return { kind: "in-stock", label: "In Stock" };
  if (canOrder(stockQuantity)) return { kind: "low", label: `Low Stock (${stockQuantity} left)` };
  return { kind: "out", label: "Out of Stock" };
}

/** The SKU shown on the page: the product's SKU, or the first 8 characters of its id. */
export function displaySku(sku: string | null | undefined, id: string): string {
  return sku?.trim() || id.slice(0, 8);
}

/** Rating label: 5 Excellent; 4 and above Very Good; otherwise Good. */
export function ratingLabel(average: number): string {
  if (average >= 5) return "Excellent";
  if (average >= 4) return "Very Good";
  return "Good";
}

/** Verification levels; an unknown level shows as Basic, an unverified vendor has none. */
export function verificationBadge(verified: boolean, level: number): string | null {
  if (!verified) return null;
  return (
    ({ 1: "Basic", 2: "Verified", 3: "Premium", 4: "Elite" } as Record<number, string>)[level] ?? "Basic"
  );
}
