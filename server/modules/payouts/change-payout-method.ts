import { payoutMethodSchema, type payoutMethodFields } from "#common/payout-method";
import type { Db } from "#db/client";
import { vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { eq } from "drizzle-orm";
import { savePayoutMethod } from "./save-payout-method";

/**
 * The vendor changes where its payouts go, from the form on its payouts page: checked with the same
 * rules as the application's payout step, in the country the store is registered in (nothing saved on
 * a mistake), then saved. Payouts already requested keep the method they were requested to.
 */
export async function changePayoutMethod(
  db: Db,
  {
    vendorId,
    input,
  }: { vendorId: string; input: Partial<Record<(typeof payoutMethodFields)[number], string>> },
) {
  return db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ countryCode: vendors.countryCode })
      .from(vendors)
      .where(eq(vendors.id, vendorId));
    if (!vendor) throw new AppError("NOT_FOUND");
    const method = parseInput(payoutMethodSchema, { ...input, countryCode: vendor.countryCode });
    await savePayoutMethod(tx, { vendorId, method });
    return method;
  });
}
