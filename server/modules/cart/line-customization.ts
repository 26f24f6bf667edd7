import {
  resolveCustomization,
  type CustomizationAnswers,
  type CustomizationResolution,
} from "#common/customization-choice";
import { messages } from "#common/messages";
import { maxQuantity } from "#common/pricing/quantity";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { offeredCustomization, type OfferedOption } from "../catalog/offered-customization.queries";

type Resolved = Extract<CustomizationResolution, { ok: true }>;

/** Judges answers against offered options for a quantity; a refusal is a VALIDATION error per field. */
export function judgeCustomization(
  offered: readonly OfferedOption[],
  answers: CustomizationAnswers,
  quantity: number,
): Resolved {
  const result = resolveCustomization(offered, answers, quantity, messages.customizationChoice);
  if (result.ok) return result;
  throw new AppError("VALIDATION", {
    message: Object.values(result.fieldErrors)[0],
    fieldErrors: result.fieldErrors,
  });
}

/**
 * A cart line's customization as the product offers it now, read inside the writing transaction
 * (whose share lock on the product keeps the vendor's option edits out until it commits). `forKey`
 * checks the answers without the options' minimum quantities, to find the line they belong to; call
 * `forQuantity` with the line's resulting quantity before writing it.
 */
export async function lineCustomization(
  tx: Db,
  { productId, answers }: { productId: string; answers: CustomizationAnswers },
) {
  const offered = (await offeredCustomization(tx, { productIds: [productId] })).get(productId) ?? [];
  return {
    forKey: judgeCustomization(offered, answers, maxQuantity),
    forQuantity: (quantity: number) => judgeCustomization(offered, answers, quantity),
  };
}

/** The stored form of a line's answers: only the options chosen, normalised ("on", trimmed text). */
export function storedAnswers(resolved: Resolved): Record<string, string> {
  return Object.fromEntries(resolved.chosen.map((choice) => [choice.optionId, choice.answer]));
}
