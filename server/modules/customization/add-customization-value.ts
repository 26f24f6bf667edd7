import { defaultFormatters } from "#common/format";
import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { customizationOptionValues } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { eq } from "drizzle-orm";
import { maxValuesPerOption, type PostedFields, readValueFields } from "./customization-input";
import { lockOwnOption } from "./own-option";
import { checkValueIsNew } from "./value-rules";

/** The vendor adds a choice to one of its product's choice (select) options; values are unique per option. */
export async function addCustomizationValue(
  db: Db,
  {
    vendorId,
    productId,
    optionId,
    fields,
  }: { vendorId: string; productId: string; optionId: unknown; fields: PostedFields },
) {
  return db.transaction(async (tx) => {
    const option = await lockOwnOption(tx, { vendorId, productId, optionId });
    if (option.optionType !== "select")
      throw new AppError("VALIDATION", { message: messages.productPricing.valuesOnlyForSelect });
    const choice = readValueFields(fields);
    const others = await tx
      .select({ id: customizationOptionValues.id, value: customizationOptionValues.value })
      .from(customizationOptionValues)
      .where(eq(customizationOptionValues.optionId, option.id));
    if (others.length >= maxValuesPerOption)
      throw new AppError("VALIDATION", {
        message: messages.productPricing.tooManyValues(defaultFormatters.number(maxValuesPerOption)),
      });
    checkValueIsNew(choice.value, others);
    const [row] = await tx
      .insert(customizationOptionValues)
      .values({ id: newId("optv"), optionId: option.id, ...choice })
      .returning({ id: customizationOptionValues.id });
    return row!;
  });
}
