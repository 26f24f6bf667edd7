import type { Db } from "#db/client";
import { orders } from "#db/schema";
import { and, count, eq } from "drizzle-orm";

/** Completed orders that make a buyer eligible for net terms (until corporate accounts can approve terms). */
const netTermsCompletedOrders = 3;

/**
 * Net terms need 3 delivered orders. Approved corporate accounts with agreed terms join this rule when they
 * exist.
 */
export async function isEligibleForNetTerms(db: Db, { userId }: { userId: string }): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "delivered")));
  return (row?.value ?? 0) >= netTermsCompletedOrders;
}
