import type { Db } from "#db/client";
import { products, reviews } from "#db/schema";
import { eq, sql } from "drizzle-orm";

/**
 * Recomputes products.rating_average (one decimal) and rating_count from the product's reviews: the
 * reviews module calls it, as only catalog writes products. Call it inside the transaction that
 * changed the reviews, after locking the product row.
 */
export async function refreshProductRating(tx: Db, { productId }: { productId: string }): Promise<void> {
  await tx
    .update(products)
    .set({
      ratingAverage: sql`(select coalesce(round(avg(${reviews.rating}), 1), 0) from ${reviews} where ${reviews.productId} = ${productId})`,
      ratingCount: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${productId})`,
    })
    .where(eq(products.id, productId));
}
