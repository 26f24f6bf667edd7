import { defaultFormatters } from "#common/format";
import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { customizationOptions } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { count, eq } from "drizzle-orm";
import { lockOwnProduct } from "../catalog/own-product.queries";
import { refreshCustomizationAvailable } from "../catalog/refresh-customization-available";
import { maxOptionsPerProduct, type PostedFields, readOptionFields } from "./customization-input";

/**
 * The vendor adds a customization option to one of its products (fields checked by
 * readOptionFields); the product offers customization while it has an active option.
 */
export async function addCustomizationOption(
  db: Db,
  { vendorId, productId, fields }: { vendorId: string; productId: string; fields: PostedFields },
) {
  return db.transaction(async (tx) => {
    await lockOwnProduct(tx, { vendorId, productId });
    const option = readOptionFields(fields);
    const [existing] = await tx
      .select({ value: count() })
      .from(customizationOptions)
      .where(eq(customizationOptions.productId, productId));
    if ((existing?.value ?? 0) >= maxOptionsPerProduct)
      throw new AppError("VALIDATION", {
        message: messages.productPricing.tooManyOptions(defaultFormatters.number(maxOptionsPerProduct)),
      });
    const [row] = await tx
      .insert(customizationOptions)
      .values({ id: newId("opt"), productId, ...option })
      .returning({ id: customizationOptions.id });
    await refreshCustomizationAvailable(tx, { productId });
    return row!;
  });
}
