import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { customizationOptionValues } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import { lockOwnOption } from "./own-option";

/** The vendor deletes a choice of one of its product's options. */
export async function deleteCustomizationValue(
  db: Db,
  {
    vendorId,
    productId,
    optionId,
    valueId,
  }: { vendorId: string; productId: string; optionId: unknown; valueId: unknown },
) {
  return db.transaction(async (tx) => {
    const option = await lockOwnOption(tx, { vendorId, productId, optionId });
    const [row] = await tx
      .delete(customizationOptionValues)
      .where(
        and(
          eq(customizationOptionValues.id, String(valueId ?? "")),
          eq(customizationOptionValues.optionId, option.id),
        ),
      )
      .returning({ id: customizationOptionValues.id });
    if (!row) throw new AppError("NOT_FOUND", { message: messages.productPricing.valueNotFound });
    return row;
  });
}
