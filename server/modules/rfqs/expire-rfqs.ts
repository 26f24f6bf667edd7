import { closedRfqStatuses } from "#common/rfq";
import type { Db } from "#db/client";
import { orderItems, rfqQuotes, rfqs } from "#db/schema";
import { and, eq, lte, notExists, notInArray, or, sql } from "drizzle-orm";

/**
 * Writes what time has decided, as of `now`: an open RFQ past `expires_at` becomes expired; a pending
 * quote past `valid_until`, or an accepted one not yet ordered, becomes expired (no longer orderable).
 * Runs lazily inside each RFQ command for its own RFQ (`rfqId`, whose row the caller has locked) and
 * for every RFQ from the periodic sweep. Returns how many rows it moved.
 */
export async function expireRfqs(
  db: Db,
  { now = new Date(), rfqId }: { now?: Date; rfqId?: string } = {},
): Promise<{ rfqs: number; quotes: number }> {
  const expiredRfqs = await db
    .update(rfqs)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        rfqId ? eq(rfqs.id, rfqId) : undefined,
        notInArray(rfqs.status, [...closedRfqStatuses]),
        lte(rfqs.expiresAt, now),
      ),
    )
    .returning({ id: rfqs.id });
  const expiredQuotes = await db
    .update(rfqQuotes)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        rfqId ? eq(rfqQuotes.rfqId, rfqId) : undefined,
        lte(rfqQuotes.validUntil, now),
        or(
          eq(rfqQuotes.status, "pending"),
          and(
            eq(rfqQuotes.status, "accepted"),
            notExists(
              db
                .select({ one: sql`1` })
                .from(orderItems)
                .where(eq(orderItems.quoteId, rfqQuotes.id)),
            ),
          ),
        ),
      ),
    )
    .returning({ id: rfqQuotes.id });
  return { rfqs: expiredRfqs.length, quotes: expiredQuotes.length };
}
