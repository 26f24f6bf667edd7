import { maxUploadsPerClientPerHour, maxUploadsPerStorePerHour } from "#common/request-limits";
import type { Db } from "#db/client";
import { clientNetwork } from "#server/lib/client-network";
import { AppError } from "#server/lib/errors";
import { hitRateLimit } from "./hit-rate-limit";

/**
 * Counts a file about to be stored against an hourly allowance, shared by every kind of upload, and
 * refuses past it, so nobody can fill the disk. A store's back-office pictures (products, logo,
 * cover, banners) count against the store's own, larger allowance: a vendor listing its catalogue
 * sends hundreds, from an office address other people share. Every other upload counts against its
 * client's address (an IPv6 one by its /64), whoever sends it.
 */
export async function countUpload(
  db: Db,
  { client, storeId }: { client: { ip: string }; storeId?: string },
): Promise<void> {
  const { allowed } = await hitRateLimit(db, {
    ...(storeId
      ? { key: `upload:store:${storeId}`, limit: maxUploadsPerStorePerHour }
      : { key: `upload:client:${clientNetwork(client.ip)}`, limit: maxUploadsPerClientPerHour }),
    windowSeconds: 60 * 60,
  });
  if (!allowed) throw new AppError("RATE_LIMITED");
}
