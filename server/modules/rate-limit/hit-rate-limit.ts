import { type Db, queryRows } from "#db/client";
import { sql } from "drizzle-orm";

export interface RateLimitRule {
  /** Distinguishes the counter, e.g. "sign-in:account:ada@example.com". */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * No rule's window is longer than a day, so a counter whose window started before that can only
 * start again at 1: `deleteExpiredRateLimits` removes such rows.
 */
export const longestWindowSeconds = 24 * 60 * 60;

/**
 * Counts one attempt against a fixed window in the database (shared by all instances) and
 * says whether it is still within the limit. The upsert is one statement, so concurrent
 * attempts cannot both slip under the limit.
 */
export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
): Promise<{ allowed: boolean; count: number }> {
  if (rule.windowSeconds > longestWindowSeconds)
    throw new Error(`rate limit ${rule.key}: windows longer than a day would be deleted early`);
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_started_at) values (${rule.key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else rate_limits.window_started_at end
    returning count`,
  );
  const count = Number(rows[0]?.count ?? 1);
  return { allowed: count <= rule.limit, count };
}

/**
 * Reads counters without counting an attempt: 0 when every rule still allows one, else the seconds
 * until the last of the full windows runs out (for Retry-After).
 */
export async function secondsUntilAllowed(db: Db, rules: readonly RateLimitRule[]): Promise<number> {
  if (rules.length === 0) return 0;
  const checks = sql.join(
    rules.map((rule) => sql`(${rule.key}, ${rule.limit}::int, ${rule.windowSeconds}::int)`),
    sql`, `,
  );
  const rows = await queryRows<{ seconds: number | null }>(
    db,
    sql`
    select ceil(max(extract(epoch from r.window_started_at + make_interval(secs => c.window_seconds) - now())))::int as seconds
    from (values ${checks}) as c (key, max_count, window_seconds)
    join rate_limits r on r.key = c.key
    where r.count >= c.max_count and r.window_started_at > now() - make_interval(secs => c.window_seconds)`,
  );
  return Math.max(0, Number(rows[0]?.seconds ?? 0));
}

export async function clearRateLimits(db: Db, rules: readonly RateLimitRule[]): Promise<void> {
  if (rules.length === 0) return;
  await db.execute(
    sql`delete from rate_limits where key in (${sql.join(
      rules.map((rule) => sql`${rule.key}`),
      sql`, `,
    )})`,
  );
}
