import type { Db } from "#db/client";
import { newsletterSubscriptions } from "#db/schema";
import { clientNetwork } from "#server/lib/client-network";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { z } from "zod";
import { emailSchema } from "#common/schemas/auth";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";
import type { ClientInfo } from "../identity/client-info";

const newsletterSchema = z.object({ email: emailSchema });

const subscribedMessage =
  "Thank you for subscribing! You will hear from us about new brands and market days.";

/** Subscribing twice is not an error: the person simply stays subscribed. */
export async function subscribeToNewsletter(
  db: Db,
  { input, client }: { input: unknown; client: ClientInfo },
) {
  const { email } = parseInput(newsletterSchema, input);
  const limit = await hitRateLimit(db, {
    key: `newsletter:client:${clientNetwork(client.ip)}`,
    limit: 10,
    windowSeconds: 3600,
  });
  if (!limit.allowed) throw new AppError("RATE_LIMITED");
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
  return { message: subscribedMessage };
}
