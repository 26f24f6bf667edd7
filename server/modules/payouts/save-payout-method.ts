import type { PayoutMethod } from "#common/payout-method";
import type { Db } from "#db/client";
import { vendorPayoutMethods } from "#db/schema";

/**
 * Sets where a vendor's payouts go. A changed method drops the provider's recipient, so the next
 * payout registers the new account with the provider instead of paying the old one.
 */
export async function savePayoutMethod(
  db: Db,
  { vendorId, method }: { vendorId: string; method: PayoutMethod },
): Promise<void> {
  await db
    .insert(vendorPayoutMethods)
    .values({ vendorId, method })
    .onConflictDoUpdate({
      target: vendorPayoutMethods.vendorId,
      set: { method, provider: null, recipientCode: null, updatedAt: new Date() },
    });
}
