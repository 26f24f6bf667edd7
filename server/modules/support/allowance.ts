import type { Db } from "#db/client";
import { clientNetwork } from "#server/lib/client-network";
import { AppError } from "#server/lib/errors";
import type { ClientInfo } from "../identity/client-info";
import { hitRateLimit, type RateLimitRule, secondsUntilAllowed } from "../rate-limit/hit-rate-limit";

/**
 * How many new tickets may be written in an hour, through the contact form and the support page
 * together: from one client network (generous, since a mobile network puts many people behind one
 * address) and from one e-mail address (so one sender cannot flood the inbox from many addresses).
 */
export const contactLimits = { perClientPerHour: 20, perEmailPerHour: 5 } as const;
/** How many replies one person may write in their tickets in an hour. */
export const replyLimitPerHour = 30;
const hour = 3600;

/** The allowance of a new ticket: the contact form's keys, shared by both ways in. */
export function newTicketRules(email: string, client: ClientInfo): RateLimitRule[] {
  return [
    {
      key: `contact:client:${clientNetwork(client.ip)}`,
      limit: contactLimits.perClientPerHour,
      windowSeconds: hour,
    },
    { key: `contact:email:${email}`, limit: contactLimits.perEmailPerHour, windowSeconds: hour },
  ];
}

/** The allowance of a person's replies. */
export function replyRules(userId: string): RateLimitRule[] {
  return [{ key: `support:reply:${userId}`, limit: replyLimitPerHour, windowSeconds: hour }];
}

/**
 * Counts one attempt against every rule, in the caller's transaction; when any allowance is spent,
 * refuses with RATE_LIMITED, the wait (at least a minute) and `message(minutes)`, and the caller's
 * transaction rolls back, counters included.
 */
export async function spendAllowance(
  tx: Db,
  { rules, message }: { rules: readonly RateLimitRule[]; message: (minutes: number) => string },
): Promise<void> {
  const counts = await Promise.all(rules.map((rule) => hitRateLimit(tx, rule)));
  if (counts.every((count) => count.allowed)) return;
  const seconds = Math.max(60, await secondsUntilAllowed(tx, rules));
  throw new AppError("RATE_LIMITED", {
    message: message(Math.ceil(seconds / 60)),
    retryAfterSeconds: seconds,
  });
}
