import type { Db } from "#db/client";
import { customizationOptions, customizationOptionValues } from "#db/schema";
import { eq } from "drizzle-orm";
import { refreshCustomizationAvailable } from "../catalog/refresh-customization-available";
import { lockOwnOption } from "./own-option";

/**
 * The vendor deletes one of its product's options and its values, values first, in one
 * transaction (the foreign key would cascade too; deleting them here keeps the order explicit).
 */
export async function deleteCustomizationOption(
  db: Db,
  { vendorId, productId, optionId }: { vendorId: string; productId: string; optionId: unknown },
) {
  return db.transaction(async (tx) => {
    const option = await lockOwnOption(tx, { vendorId, productId, optionId });
    await tx.delete(customizationOptionValues).where(eq(customizationOptionValues.optionId, option.id));
    await tx.delete(customizationOptions).where(eq(customizationOptions.id, option.id));
    await refreshCustomizationAvailable(tx, { productId });
    return { id: option.id };
  });
}
