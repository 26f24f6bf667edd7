import type { Db } from "#db/client";
import { productDailyStats, products } from "#db/schema";
import { eq, sql } from "drizzle-orm";

/**
 * One add-to-cart of a product, counted on today's (UTC) row: called inside the cart's transaction,
 * so an add that fails is not counted. Counts events, not units: the funnel compares it with views.
 */
export async function countAddToCart(tx: Db, { productId }: { productId: string }) {
  await tx
    .insert(productDailyStats)
    .select(
      tx
        .select({
          productId: products.id,
          vendorId: products.vendorId,
          day: sql<string>`(now() at time zone 'utc')::date`.as("day"),
          views: sql<number>`0`.as("views"),
          addToCarts: sql<number>`1`.as("add_to_carts"),
        })
        .from(products)
        .where(eq(products.id, productId)),
    )
    .onConflictDoUpdate({
      target: [productDailyStats.productId, productDailyStats.day],
      set: { addToCarts: sql`${productDailyStats.addToCarts} + 1` },
    });
}
