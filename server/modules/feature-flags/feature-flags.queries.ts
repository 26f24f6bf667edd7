import { featureFlagCategories, isFeatureFlagKey, type FeatureFlagKey } from "#common/feature-flags";
import type { FeatureFlagView } from "#common/views/feature-flags";
import type { Db } from "#db/client";
import { featureFlags } from "#db/schema";
import { asc, eq } from "drizzle-orm";

/** Every flag the platform knows, by category (in the closed list's order), then by name. */
export async function listFeatureFlags(db: Db): Promise<FeatureFlagView[]> {
  const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.name));
  return rows
    .filter((row) => isFeatureFlagKey(row.key))
    .map((row) => ({
      key: row.key as FeatureFlagKey,
      name: row.name,
      description: row.description,
      enabled: row.enabled,
      beta: row.beta,
      category: row.category,
      requiresAuth: row.requiresAuth,
      dependencies: row.dependencies.filter(isFeatureFlagKey),
    }))
    .sort((a, b) => featureFlagCategories.indexOf(a.category) - featureFlagCategories.indexOf(b.category));
}

/** The keys of the flags that are on; a flag without a row is off. */
export async function enabledFeatureKeys(db: Db): Promise<FeatureFlagKey[]> {
  const rows = await db
    .select({ key: featureFlags.key })
    .from(featureFlags)
    .where(eq(featureFlags.enabled, true));
  return rows.map((row) => row.key).filter(isFeatureFlagKey);
}

/** Whether one flag is on (inside a transaction, it reads what that transaction sees). */
export async function isFeatureEnabled(db: Db, key: FeatureFlagKey): Promise<boolean> {
  const [flag] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.key, key));
  return flag?.enabled ?? false;
}
