import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "#db/schema";
import { ageRateLimits } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { deleteExpiredRateLimits } from "./delete-expired-rate-limits";
import { clearRateLimits, hitRateLimit, type RateLimitRule, secondsUntilAllowed } from "./hit-rate-limit";

const t = useTestDatabase();
const rule: RateLimitRule = { key: "test:counter", limit: 3, windowSeconds: 60 };

describe("hitRateLimit", () => {
  it("counts attempts and refuses those over the limit", async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit(t.db, rule));
    expect(results).toEqual([
      { allowed: true, count: 1 },
      { allowed: true, count: 2 },
      { allowed: true, count: 3 },
      { allowed: false, count: 4 },
      { allowed: false, count: 5 },
    ]);
  });

  it("keeps separate counters per key", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(t.db, rule);
    await expect(hitRateLimit(t.db, { ...rule, key: "test:other" })).resolves.toEqual({
      allowed: true,
      count: 1,
    });
    await expect(hitRateLimit(t.db, rule)).resolves.toEqual({ allowed: false, count: 4 });
  });

  it("starts a new window once the old one has passed, and not before", async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit(t.db, rule);
    await ageRateLimits(t.db, rule.key, 59);
    await expect(hitRateLimit(t.db, rule)).resolves.toEqual({ allowed: false, count: 5 });
    await ageRateLimits(t.db, rule.key, 1);
    await expect(hitRateLimit(t.db, rule)).resolves.toEqual({ allowed: true, count: 1 });
    // The new window starts now: its own 60 s, not the old window's remainder.
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, rule.key));
    expect(Date.now() - row!.windowStartedAt.getTime()).toBeLessThan(30_000);
    await expect(hitRateLimit(t.db, rule)).resolves.toEqual({ allowed: true, count: 2 });
  });

  it("never lets more than the limit through when attempts arrive at once", async () => {
    const burst = { key: "test:burst", limit: 5, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(t.db, burst)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

describe("secondsUntilAllowed", () => {
  it("reads the counters without counting: 0 while within the limit, then the seconds left in the full window", async () => {
    await expect(secondsUntilAllowed(t.db, [rule])).resolves.toBe(0);
    await hitRateLimit(t.db, rule);
    await hitRateLimit(t.db, rule);
    await expect(secondsUntilAllowed(t.db, [rule])).resolves.toBe(0);
    await expect(secondsUntilAllowed(t.db, [rule])).resolves.toBe(0);
    await hitRateLimit(t.db, rule);
    await ageRateLimits(t.db, rule.key, 20);
    const seconds = await secondsUntilAllowed(t.db, [rule]);
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThanOrEqual(40);
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, rule.key));
    expect(row?.count).toBe(3);
  });

  it("answers for the rule that holds out longest, and ignores windows that have passed", async () => {
    const daily: RateLimitRule = { key: "test:daily", limit: 1, windowSeconds: 86_400 };
    for (let i = 0; i < 3; i++) await hitRateLimit(t.db, rule);
    await expect(secondsUntilAllowed(t.db, [rule, daily])).resolves.toBeLessThanOrEqual(60);
    await hitRateLimit(t.db, daily);
    await expect(secondsUntilAllowed(t.db, [rule, daily])).resolves.toBeGreaterThan(86_000);
    await ageRateLimits(t.db, "test:", 86_400);
    await expect(secondsUntilAllowed(t.db, [rule, daily])).resolves.toBe(0);
  });
});

describe("clearRateLimits", () => {
  it("forgets the counters", async () => {
    const other: RateLimitRule = { ...rule, key: "test:other" };
    for (let i = 0; i < 4; i++) {
      await hitRateLimit(t.db, rule);
      await hitRateLimit(t.db, other);
    }
    await clearRateLimits(t.db, [rule, other]);
    await expect(secondsUntilAllowed(t.db, [rule, other])).resolves.toBe(0);
    await expect(hitRateLimit(t.db, rule)).resolves.toEqual({ allowed: true, count: 1 });
  });
});

describe("deleteExpiredRateLimits", () => {
  it("deletes counters whose window started more than a day ago and keeps the rest", async () => {
    await hitRateLimit(t.db, { key: "test:stale", limit: 3, windowSeconds: 60 });
    await hitRateLimit(t.db, { key: "test:today", limit: 3, windowSeconds: 24 * 60 * 60 });
    await ageRateLimits(t.db, "test:stale", 25 * 60 * 60);
    await expect(deleteExpiredRateLimits(t.db)).resolves.toBe(1);
    const left = await t.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((row) => row.key)).toEqual(["test:today"]);
  });

  it("refuses a rule whose window is longer than a day, which the clean-up would cut short", async () => {
    await expect(
      hitRateLimit(t.db, { key: "test:week", limit: 3, windowSeconds: 7 * 24 * 60 * 60 }),
    ).rejects.toThrow(/longer than a day/);
  });
});
