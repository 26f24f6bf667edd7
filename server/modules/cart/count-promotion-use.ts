import type { Db } from "#db/client";
import { promotions } from "#db/schema";
import { eq, sql } from "drizzle-orm";

/**
 * Counts one use of a promotion by a placed order, in the placing transaction, which has locked the
 * promotion's row: its usage limit is checked against this count.
 */
export async function countPromotionUse(tx: Db, { code }: { code: string }): Promise<void> {
  await tx
    .update(promotions)
    .set({ usedCount: sql`${promotions.usedCount} + 1` })
    .where(eq(promotions.code, code));
}
