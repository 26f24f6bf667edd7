import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";

/** Two choices of one option with the same value (ignoring case) would be indistinguishable in an order. */
export function checkValueIsNew(value: string, others: readonly { value: string }[]) {
  if (others.some((other) => other.value.toLowerCase() === value.toLowerCase()))
    throw new AppError("VALIDATION", { fieldErrors: { value: messages.productPricing.valueTaken } });
}
