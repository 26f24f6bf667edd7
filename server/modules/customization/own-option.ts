import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { customizationOptions } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import { lockOwnProduct } from "../catalog/own-product.queries";

/**
 * An option of the vendor's own product, with the product row locked until the transaction ends (so
 * counts and the product's customization flag are decided one change at a time). Another vendor's
 * product or option is not found, as if it did not exist.
 */
export async function lockOwnOption(
  tx: Db,
  { vendorId, productId, optionId }: { vendorId: string; productId: string; optionId: unknown },
) {
  await lockOwnProduct(tx, { vendorId, productId });
  const [option] = await tx
    .select({ id: customizationOptions.id, optionType: customizationOptions.optionType })
    .from(customizationOptions)
    .where(
      and(eq(customizationOptions.id, String(optionId ?? "")), eq(customizationOptions.productId, productId)),
    )
    .limit(1);
  if (!option) throw new AppError("NOT_FOUND", { message: messages.productPricing.optionNotFound });
  return option;
}
