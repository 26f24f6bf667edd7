import type { Db } from "#db/client";
import { rateLimits } from "#db/schema";
import { lt, sql } from "drizzle-orm";
import { longestWindowSeconds } from "./hit-rate-limit";

/**
 * Deletes the counters whose window ended long ago (started more than the longest window ago):
 * each key names a client or an e-mail address, so without this the table keeps a row for every
 * one ever seen. Returns how many went.
 */
export async function deleteExpiredRateLimits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${longestWindowSeconds})`))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
