import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { storeFollows, vendors } from "#db/schema";
import { newestKeyset } from "#server/lib/cursor";
import { descending } from "../catalog/product-cards";
import type { Actor } from "../identity/actor";

/** Followed stores sent at a time. */
const followedPageSize = 24;

/**
 * The active stores the actor follows, most recently followed first, a page at a time: `cursor`
 * (the previous page's nextCursor) continues by keyset on (followed at, store id).
 */
export async function listFollowedStores(db: Db, { actor, cursor }: { actor: Actor; cursor: string | null }) {
  const rows = await db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      businessName: vendors.businessName,
      logoKey: vendors.logoKey,
      verified: vendors.verified,
      tradeAssured: vendors.tradeAssured,
      countryCode: vendors.countryCode,
      city: vendors.city,
      followedAt: storeFollows.createdAt,
      sortKey: newestKeyset.sortKey(storeFollows.createdAt),
    })
    .from(storeFollows)
    .innerJoin(vendors, eq(vendors.id, storeFollows.vendorId))
    .where(
      and(
        eq(storeFollows.userId, actor.userId),
        eq(vendors.isActive, true),
        newestKeyset.after(storeFollows.createdAt, storeFollows.vendorId, cursor),
      ),
    )
    .orderBy(descending(storeFollows.createdAt), descending(storeFollows.vendorId))
    .limit(followedPageSize + 1);
  const { rows: stores, nextCursor } = newestKeyset.page(rows, followedPageSize, (row) => row.id);
  return { stores, nextCursor };
}
