import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { customizationOptions, customizationOptionValues } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import { refreshCustomizationAvailable } from "../catalog/refresh-customization-available";
import { type PostedFields, readOptionFields } from "./customization-input";
import { lockOwnOption } from "./own-option";

/**
 * The vendor changes one of its product's options. A choice option keeps its type while it has
 * choices, so no choice is dropped without the vendor deleting it.
 */
export async function updateCustomizationOption(
  db: Db,
  {
    vendorId,
    productId,
    optionId,
    fields,
  }: { vendorId: string; productId: string; optionId: unknown; fields: PostedFields },
) {
  return db.transaction(async (tx) => {
    const current = await lockOwnOption(tx, { vendorId, productId, optionId });
    const option = readOptionFields(fields);
    if (current.optionType === "select" && option.optionType !== "select") {
      const [value] = await tx
        .select({ id: customizationOptionValues.id })
        .from(customizationOptionValues)
        .where(eq(customizationOptionValues.optionId, current.id))
        .limit(1);
      if (value)
        throw new AppError("VALIDATION", {
          fieldErrors: { type: messages.productPricing.typeHasChoices },
        });
    }
    await tx.update(customizationOptions).set(option).where(eq(customizationOptions.id, current.id));
    await refreshCustomizationAvailable(tx, { productId });
    return { id: current.id };
  });
}
