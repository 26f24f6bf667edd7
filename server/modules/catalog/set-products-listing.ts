import type { Db } from "#db/client";
import { products } from "#db/schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import { selectedProductIds } from "./vendor-product-rows";

/**
 * Lists or unlists the vendor's selected products in one statement (drafts included: listing one
 * publishes it). Ids that are not the vendor's are ignored, never touched. Listing puts a product
 * in search, its category's count and the sitemap; unlisting takes it out (the listed flag drives
 * all three). Products the marketplace unlisted stay unlisted: only an admin relists them. Answers
 * how many products changed.
 */
export async function setProductsListing(
  db: Db,
  { vendorId, productIds, listed }: { vendorId: string; productIds: readonly unknown[]; listed: boolean },
): Promise<{ changed: number }> {
  const ids = selectedProductIds(productIds);
  const changed = await db
    .update(products)
    .set({ isActive: listed, draft: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(products.vendorId, vendorId),
        inArray(products.id, ids),
        // Rows already in that state keep their updated_at.
        listed
          ? sql`not ${products.isActive} and ${products.moderationReason} is null`
          : sql`(${products.isActive} or ${products.draft})`,
      ),
    )
    .returning({ id: products.id });
  return { changed: changed.length };
}
