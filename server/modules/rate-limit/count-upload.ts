import { maxUploadsPerClientPerHour } from "#common/request-limits";
import type { Db } from "#db/client";
import { clientNetwork } from "#server/lib/client-network";
import { AppError } from "#server/lib/errors";
import { hitRateLimit } from "./hit-rate-limit";

/**
 * Counts a file about to be stored against its client's hourly allowance, shared by every kind of
 * upload, and refuses past it: whoever sends them, one address (an IPv6 one by its /64) cannot fill
 * the disk.
 */
export async function countUpload(db: Db, { client }: { client: { ip: string } }): Promise<void> {
  const { allowed } = await hitRateLimit(db, {
    key: `upload:client:${clientNetwork(client.ip)}`,
    limit: maxUploadsPerClientPerHour,
    windowSeconds: 60 * 60,
  });
  if (!allowed) throw new AppError("RATE_LIMITED");
}
