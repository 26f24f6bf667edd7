import type { Db } from "#db/client";
import { customizationOptions, products } from "#db/schema";
import { and, eq, exists } from "drizzle-orm";

/**
 * Sets products.customization_available to whether the product has an active customization option:
 * the product page lists options only for products that offer customization. The customization
 * module calls it, as only catalog writes products, inside the transaction that changed the options.
 */
export async function refreshCustomizationAvailable(
  tx: Db,
  { productId }: { productId: string },
): Promise<void> {
  await tx
    .update(products)
    .set({
      customizationAvailable: exists(
        tx
          .select({ id: customizationOptions.id })
          .from(customizationOptions)
          .where(and(eq(customizationOptions.productId, productId), eq(customizationOptions.isActive, true))),
      ),
    })
    .where(eq(products.id, productId));
}
