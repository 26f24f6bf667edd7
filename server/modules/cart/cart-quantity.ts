import { messages } from "#common/messages";
import { formatCount } from "#common/catalog";
import { maxQuantity } from "#common/pricing/quantity";
import { AppError } from "#server/lib/errors";

function invalid(message: string): AppError {
  return new AppError("VALIDATION", { message, fieldErrors: { quantity: message } });
}

/**
 * A quantity from a form or the API, checked rather than guessed: the server refuses 0, negative,
 * fractional, non-numeric and absurdly large values with a message saying which.
 */
export function parseCartQuantity(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw invalid(messages.cart.quantityNotWhole);
  const quantity = Number(text);
  if (quantity < 1) throw invalid(messages.cart.quantityAtLeastOne);
  if (!Number.isInteger(quantity)) throw invalid(messages.cart.quantityNotWhole);
  if (quantity > maxQuantity) throw invalid(messages.cart.quantityTooLarge(formatCount(maxQuantity)));
  return quantity;
}

/** What a line is told when the stock does not cover it: out of stock, or how many are left. */
export function stockShortfallMessage(stockQuantity: number): string {
  return stockQuantity === 0 ? messages.cart.outOfStock : messages.cart.onlyInStock(stockQuantity);
}

export function minimumOrderMessage(moq: number): string {
  return messages.cart.belowMinimumOrder(moq, moq === 1 ? "unit" : "units");
}

/** The product's minimum order and stock, checked for a quantity the line would hold. */
export function checkOrderable(
  quantity: number,
  product: { moq: number; stockQuantity: number },
  stockMessage: string,
): void {
  if (product.stockQuantity === 0) throw new AppError("CONFLICT", { message: messages.cart.outOfStock });
  if (quantity < product.moq) throw invalid(minimumOrderMessage(product.moq));
  if (quantity > product.stockQuantity) throw new AppError("CONFLICT", { message: stockMessage });
}
