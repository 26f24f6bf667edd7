import type { ProductCustomizationOption } from "#common/customization-choice";
import type { Db } from "#db/client";
import { customizationOptions, customizationOptionValues, featureFlags } from "#db/schema";
import { and, asc, eq, exists, inArray, sql } from "drizzle-orm";

/**
 * What buyers may choose for each product: its active options (in the order the product page groups
 * them) with only their active values. The product page lists them, and the cart and order placement
 * judge and price a buyer's choice against them, read in the transaction that writes. While the
 * customization service is turned off (its feature flag) no product offers anything: a choice sent
 * anyway is refused as not offered, and a required option does not stop a plain purchase.
 */
export async function offeredCustomization(
  db: Db,
  { productIds }: { productIds: readonly string[] },
): Promise<Map<string, OfferedOption[]>> {
  if (productIds.length === 0) return new Map();
  const options = await db
    .select({
      id: customizationOptions.id,
      productId: customizationOptions.productId,
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
    })
    .from(customizationOptions)
    .where(
      and(
        inArray(customizationOptions.productId, [...productIds]),
        eq(customizationOptions.isActive, true),
        exists(
          db
            .select({ on: sql`1` })
            .from(featureFlags)
            .where(and(eq(featureFlags.key, "customization-service"), eq(featureFlags.enabled, true))),
        ),
      ),
    )
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
        })
        .from(customizationOptionValues)
        .where(
          and(
            inArray(
              customizationOptionValues.optionId,
              options.map((option) => option.id),
            ),
            eq(customizationOptionValues.isActive, true),
          ),
        )
        .orderBy(asc(customizationOptionValues.label), asc(customizationOptionValues.id))
    : [];
  const offered = new Map<string, OfferedOption[]>(productIds.map((id) => [id, []]));
  for (const { productId, ...option } of options)
    offered.get(productId)?.push({
      ...option,
      values: values
        .filter((value) => value.optionId === option.id)
        .map(({ optionId: _optionId, ...value }) => value),
    });
  return offered;
}

/** An option a buyer may choose, as the product page shows it and the cart prices it. */
export type OfferedOption = ProductCustomizationOption;
