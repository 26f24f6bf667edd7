import { z } from "zod";
import { messages } from "#common/messages";
import { messageTextSchema } from "#common/schemas/supplier-message";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";

/** Buyers: 20 messages to suppliers per 10 minutes. Vendors answer many buyers: 60 replies per 10 minutes. */
export const messageRateLimits = {
  buyer: { limit: 20, windowSeconds: 600, prefix: "supplier-message:" },
  vendor: { limit: 60, windowSeconds: 600, prefix: "vendor-reply:" },
} as const;

const messageInput = z.object({ message: messageTextSchema });

/** The trimmed text of a message, or a VALIDATION error on the `message` field. */
export function messageText(message: unknown): string {
  return parseInput(messageInput, { message: message ?? "" }).message;
}

/** Counts one message against the sender's limit; over it → RATE_LIMITED. */
export async function countMessage(
  db: Db,
  { userId, side }: { userId: string; side: keyof typeof messageRateLimits },
): Promise<void> {
  const rule = messageRateLimits[side];
  const { allowed } = await hitRateLimit(db, {
    key: `${rule.prefix}${userId}`,
    limit: rule.limit,
    windowSeconds: rule.windowSeconds,
  });
  if (!allowed) throw new AppError("RATE_LIMITED", { message: messages.contact.tooMany });
}
