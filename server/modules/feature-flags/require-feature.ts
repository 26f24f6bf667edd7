import type { FeatureFlagKey } from "#common/feature-flags";
import { adminFeaturesTexts } from "#common/i18n/admin-features";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { isFeatureEnabled } from "./feature-flags.queries";

/**
 * A disabled feature does not exist for its callers: NOT_FOUND (a 404 page or API answer). Called
 * by the commands and flows of a flagged feature, inside the transaction that writes, so a write
 * racing the admin's toggle sees the flag as that transaction does.
 */
export async function requireFeature(db: Db, key: FeatureFlagKey): Promise<void> {
  if (!(await isFeatureEnabled(db, key)))
    throw new AppError("NOT_FOUND", { message: adminFeaturesTexts.en.featureOff });
}
