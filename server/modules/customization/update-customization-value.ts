import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { customizationOptionValues } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import { type PostedFields, readValueFields } from "./customization-input";
import { lockOwnOption } from "./own-option";
import { checkValueIsNew } from "./value-rules";

/** The vendor changes a choice of one of its product's options. */
export async function updateCustomizationValue(
  db: Db,
  {
    vendorId,
    productId,
    optionId,
    valueId,
    fields,
  }: { vendorId: string; productId: string; optionId: unknown; valueId: unknown; fields: PostedFields },
) {
  return db.transaction(async (tx) => {
    const option = await lockOwnOption(tx, { vendorId, productId, optionId });
    const values = await tx
      .select({ id: customizationOptionValues.id, value: customizationOptionValues.value })
      .from(customizationOptionValues)
      .where(eq(customizationOptionValues.optionId, option.id));
    const current = values.find((value) => value.id === valueId);
    if (!current) throw new AppError("NOT_FOUND", { message: messages.productPricing.valueNotFound });
    const choice = readValueFields(fields);
    checkValueIsNew(
      choice.value,
      values.filter((value) => value !== current),
    );
    await tx
      .update(customizationOptionValues)
      .set(choice)
      .where(eq(customizationOptionValues.id, current.id));
    return { id: current.id };
  });
}
