import type { FeatureFlagKey } from "#common/feature-flags";
import { adminFeaturesTexts } from "#common/i18n/admin-features";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import { enabledFeatureKeys } from "./feature-flags.queries";

/** The flags as one request sees them: read once, on first use, however many checks the request makes. */
export interface RequestFlags {
  enabledKeys(): Promise<readonly FeatureFlagKey[]>;
  isEnabled(key: FeatureFlagKey): Promise<boolean>;
  /** NOT_FOUND while the flag is off: a disabled feature's pages do not exist. */
  require(key: FeatureFlagKey): Promise<void>;
}

/**
 * A per-request memo of the enabled flags. The page guard, the root loader (which hides links) and
 * the page's own loader all ask; the table is read once. A request that asks nothing reads nothing.
 */
export function requestFlags(db: Db): RequestFlags {
  let enabled: Promise<readonly FeatureFlagKey[]> | undefined;
  const enabledKeys = () => (enabled ??= enabledFeatureKeys(db));
  const isEnabled = async (key: FeatureFlagKey) => (await enabledKeys()).includes(key);
  return {
    enabledKeys,
    isEnabled,
    require: async (key) => {
      if (!(await isEnabled(key)))
        throw new AppError("NOT_FOUND", { message: adminFeaturesTexts.en.featureOff });
    },
  };
}
