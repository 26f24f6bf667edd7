/**
 * The platform's feature flags, as both the pages and the server read them: the closed list of flag
 * keys and categories, and the dependency rules an admin's toggle must respect.
 */

/** Every flag the platform knows; the seed writes one row for each. */
export const featureFlagKeys = [
  "rfq-system",
  "market-days",
  "vendor-onboarding",
  "bulk-pricing",
  "corporate-accounts",
  "analytics-dashboard",
  "customization-service",
  "custom-theme",
  "multi-currency",
] as const;
export type FeatureFlagKey = (typeof featureFlagKeys)[number];

export function isFeatureFlagKey(value: string): value is FeatureFlagKey {
  return (featureFlagKeys as readonly string[]).includes(value);
}

/** The closed list of categories the back office groups flags by, in the order it shows them. */
export const featureFlagCategories = [
  "b2b",
  "vendor",
  "customer",
  "admin",
  "localization",
  "payment",
  "analytics",
  "marketing",
] as const;
export type FeatureFlagCategory = (typeof featureFlagCategories)[number];

/** A flag as the rules read it: its key, whether it is on, and the flags it needs on. */
export type FlagState = { key: string; enabled: boolean; dependencies: readonly string[] };

/** The flags among `dependencies` of `key` that are off: turning `key` on is refused while any is. */
export function missingDependencies(flags: readonly FlagState[], key: string): string[] {
  const flag = flags.find((candidate) => candidate.key === key);
  if (!flag) return [];
  return flag.dependencies.filter((dependency) => !flags.find((other) => other.key === dependency)?.enabled);
}

/** The enabled flags that depend on `key`: turning `key` off is refused while any is on. */
export function enabledDependants(flags: readonly FlagState[], key: string): string[] {
  return flags.filter((flag) => flag.enabled && flag.dependencies.includes(key)).map((flag) => flag.key);
}
