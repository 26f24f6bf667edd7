import { parsePayoutMethodForm, type payoutMethodFields } from "#common/payout-method-form";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { savePayoutMethod } from "./save-payout-method";

/**
 * The vendor changes where its payouts go, from the form on its payouts page: checked field by field
 * (nothing saved on a mistake), then saved. Payouts already requested keep the method they were
 * requested to.
 */
export async function changePayoutMethod(
  db: Db,
  {
    vendorId,
    input,
  }: { vendorId: string; input: Partial<Record<(typeof payoutMethodFields)[number], string>> },
) {
  const parsed = parsePayoutMethodForm(input);
  if ("fieldErrors" in parsed) throw new AppError("VALIDATION", { fieldErrors: parsed.fieldErrors });
  await savePayoutMethod(db, { vendorId, method: parsed.method });
  return parsed.method;
}
