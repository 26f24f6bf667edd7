import { type Db, queryRows } from "#db/client";
import { sql } from "drizzle-orm";

export interface RateLimitRule {
  /** Distinguishes the counter, e.g. "sign-in:account:ada@example.com". */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against a fixed window in the database (shared by all instances) and
 * says whether it is still within the limit. The upsert is one statement, so concurrent
 * attempts cannot both slip under the limit.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule): Promise<{ allowed: boolean; count: number }> {
  const rows = await queryRows<{ count: number }>(db, sql`
    insert into rate_limits (key, count, window_started_at) values (${rule.key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else rate_limits.window_started_at end
    returning count`);
  const count = Number(rows[0]?.count ?? 1);
  return { allowed: count <= rule.limit, count };
}

/** Reads a counter without counting an attempt. */
export async function isRateLimited(db: Db, rule: RateLimitRule): Promise<boolean> {
  const rows = await queryRows<{ count: number }>(db, sql`
    select count from rate_limits
    where key = ${rule.key} and window_started_at > now() - make_interval(secs => ${rule.windowSeconds})`);
  return Number(rows[0]?.count ?? 0) >= rule.limit;
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
