import { and, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { carts } from "#db/schema";
import { guestCartCookieMaxAgeSeconds } from "./guest-cart-cookie";

/**
 * Deletes guest carts that no browser can reach any more, with their lines: the `sab_cart` cookie
 * lives 30 days from the cart's creation, and these were last changed longer ago than that.
 * Works through them in batches so one run never holds many row locks. Returns how many went.
 */
export async function deleteAbandonedGuestCarts(
  db: Db,
  { batchSize = 500 }: { batchSize?: number } = {},
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const abandoned = db
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          isNull(carts.userId),
          lt(carts.updatedAt, sql`now() - make_interval(secs => ${guestCartCookieMaxAgeSeconds})`),
        ),
      )
      .limit(batchSize);
    const gone = await db.delete(carts).where(inArray(carts.id, abandoned)).returning({ id: carts.id });
    deleted += gone.length;
    if (gone.length < batchSize) return deleted;
  }
}
