import type { FeatureFlagKey } from "#common/feature-flags";
import type { Db } from "#db/client";
import { sharedRead } from "#server/lib/shared-read";
import { enabledFeatureKeys } from "./feature-flags.queries";

/** The flags as one request sees them: read once, on first use, however many checks the request makes. */
export interface RequestFlags {
  enabledKeys(): Promise<readonly FeatureFlagKey[]>;
  isEnabled(key: FeatureFlagKey): Promise<boolean>;
}

/**
 * The process's last read of the enabled flags, kept 5 s. A toggle made through this process drops
 * it (`forgetCachedFlags`), so its next request sees the change; another process sees it within
 * 5 s. Commands never read it: they check their flag inside the transaction that writes
 * (`requireFeature`).
 */
const recentFlags = sharedRead<readonly FeatureFlagKey[]>("feature flags", 5_000, enabledFeatureKeys);

/** Forgets the kept flags, so the next request reads the table (after a toggle commits). */
export const forgetCachedFlags = () => recentFlags.forget();

/**
 * The enabled flags for one request. The page guard, the root loader (which hides links) and the
 * page's own loader all ask; they share one read, which the process shares with the requests of
 * the next few seconds. A request that asks nothing reads nothing.
 */
export function requestFlags(db: Db): RequestFlags {
  let enabled: Promise<readonly FeatureFlagKey[]> | undefined;
  const enabledKeys = () => (enabled ??= recentFlags.get(db));
  return {
    enabledKeys,
    isEnabled: async (key) => (await enabledKeys()).includes(key),
  };
}
