import type { FeatureFlagCategory, FeatureFlagKey } from "#common/feature-flags";

/** A feature flag as the back office lists it. */
export interface FeatureFlagView {
  key: FeatureFlagKey;
  name: string;
  description: string;
  enabled: boolean;
  beta: boolean;
  category: FeatureFlagCategory;
  /** Only signed-in people use the feature. */
  requiresAuth: boolean;
  /** The keys of the flags this one needs on. */
  dependencies: FeatureFlagKey[];
}
