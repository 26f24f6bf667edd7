import type { FeatureFlagKey } from "#common/feature-flags";
import type { Db } from "#db/client";
import { enabledFeatureKeys } from "./feature-flags.queries";

/** The flags as one request sees them: read once, on first use, however many checks the request makes. */
export interface RequestFlags {
  enabledKeys(): Promise<readonly FeatureFlagKey[]>;
  isEnabled(key: FeatureFlagKey): Promise<boolean>;
}

/**
 * A per-request memo of the enabled flags. The page guard, the root loader (which hides links) and
 * the page's own loader all ask; the table is read once. A request that asks nothing reads nothing.
 */
export function requestFlags(db: Db): RequestFlags {
  let enabled: Promise<readonly FeatureFlagKey[]> | undefined;
  const enabledKeys = () => (enabled ??= enabledFeatureKeys(db));
  return {
    enabledKeys,
    isEnabled: async (key) => (await enabledKeys()).includes(key),
  };
}
