import type { FeatureFlagKey } from "#common/feature-flags";
import type { Db } from "#db/client";
import { enabledFeatureKeys } from "./feature-flags.queries";

/** The flags as one request sees them: read once, on first use, however many checks the request makes. */
export interface RequestFlags {
  enabledKeys(): Promise<readonly FeatureFlagKey[]>;
  isEnabled(key: FeatureFlagKey): Promise<boolean>;
}

/**
 * How long a process may answer pages from the flags it last read. A toggle made through this
 * process is seen by its next request (the cache is dropped on the toggle); another process of
 * the same deployment sees it within this time. Commands never read the cache: they check their
 * flag inside the transaction that writes (`requireFeature`).
 */
export const flagCacheMs = 5_000;

let cachedByDatabase = new WeakMap<Db, { keys: Promise<readonly FeatureFlagKey[]>; readAt: number }>();

/** Forgets every cached read, so the next request reads the table (after a toggle commits). */
export function forgetCachedFlags() {
  cachedByDatabase = new WeakMap();
}

function cachedEnabledKeys(db: Db): Promise<readonly FeatureFlagKey[]> {
  const now = Date.now();
  const cached = cachedByDatabase.get(db);
  if (cached && now - cached.readAt < flagCacheMs) return cached.keys;
  const keys = enabledFeatureKeys(db);
  const entry = { keys, readAt: now };
  cachedByDatabase.set(db, entry);
  // A failed read is not kept: the next request tries again.
  keys.catch(() => {
    if (cachedByDatabase.get(db) === entry) cachedByDatabase.delete(db);
  });
  return keys;
}

/**
 * The enabled flags for one request. The page guard, the root loader (which hides links) and the
 * page's own loader all ask; they share one read, which the process shares with the requests of
 * the next few seconds. A request that asks nothing reads nothing.
 */
export function requestFlags(db: Db): RequestFlags {
  let enabled: Promise<readonly FeatureFlagKey[]> | undefined;
  const enabledKeys = () => (enabled ??= cachedEnabledKeys(db));
  return {
    enabledKeys,
    isEnabled: async (key) => (await enabledKeys()).includes(key),
  };
}
