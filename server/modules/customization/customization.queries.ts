import type { VendorProductCustomization } from "#common/views/vendor-pricing";
import type { Db } from "#db/client";
import { customizationOptions, customizationOptionValues } from "#db/schema";
import { asc, eq, inArray } from "drizzle-orm";
import { findOwnProduct } from "../catalog/own-product.queries";

/**
 * A product's customization options as its vendor manages them: every option, active or not, in the
 * order the product page groups them (category, then oldest first), each with all its values.
 * Another vendor's product is not found.
 */
export async function getVendorProductCustomization(
  db: Db,
  { vendorId, productId }: { vendorId: string; productId: string },
): Promise<VendorProductCustomization> {
  const product = await findOwnProduct(db, { vendorId, productId });
  const options = await db
    .select({
      id: customizationOptions.id,
      name: customizationOptions.optionName,
      type: customizationOptions.optionType,
      category: customizationOptions.category,
      description: customizationOptions.description,
      required: customizationOptions.required,
      maxLength: customizationOptions.maxLength,
      minOrderQuantity: customizationOptions.minOrderQuantity,
      additionalCost: customizationOptions.additionalCost,
      setupCost: customizationOptions.setupCost,
      leadTimeDays: customizationOptions.leadTimeDays,
      isActive: customizationOptions.isActive,
    })
    .from(customizationOptions)
    .where(eq(customizationOptions.productId, productId))
    .orderBy(
      asc(customizationOptions.category),
      asc(customizationOptions.createdAt),
      asc(customizationOptions.id),
    );
  const values = options.length
    ? await db
        .select({
          id: customizationOptionValues.id,
          optionId: customizationOptionValues.optionId,
          value: customizationOptionValues.value,
          label: customizationOptionValues.label,
          additionalCost: customizationOptionValues.additionalCost,
          isActive: customizationOptionValues.isActive,
        })
        .from(customizationOptionValues)
        .where(
          inArray(
            customizationOptionValues.optionId,
            options.map((option) => option.id),
          ),
        )
        .orderBy(asc(customizationOptionValues.label), asc(customizationOptionValues.id))
    : [];
  return {
    product,
    options: options.map((option) => ({
      ...option,
      values: values
        .filter((value) => value.optionId === option.id)
        .map(({ optionId: _optionId, ...value }) => value),
    })),
  };
}
