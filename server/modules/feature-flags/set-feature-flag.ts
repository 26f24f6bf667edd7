import { enabledDependants, isFeatureFlagKey, missingDependencies } from "#common/feature-flags";
import { adminFeaturesTexts } from "#common/i18n/admin-features";
import type { Db } from "#db/client";
import { featureFlags } from "#db/schema";
import { AppError } from "#server/lib/errors";
import type { Actor } from "#server/modules/identity/actor";
import { recordAudit } from "#server/modules/audit/record-audit";
import { assertAdmin } from "#server/modules/identity/assert-admin";
import { eq } from "drizzle-orm";
import { forgetCachedFlags } from "./request-flags";

const t = adminFeaturesTexts.en;

/**
 * An admin turns a flag on or off. Every flag row is locked first (the table is a handful of rows),
 * so two admins toggling a flag and its dependency at once cannot leave a flag on whose dependency
 * is off. Turning a flag on is refused while a flag it depends on is off; turning one off is refused
 * while an enabled flag depends on it (the admin turns the dependants off first: nothing is switched
 * off as a side effect). Setting a flag to the state it has writes nothing. Audited as
 * `feature_flag.enable` / `feature_flag.disable`.
 */
export async function setFeatureFlag(
  db: Db,
  {
    actor,
    key,
    enabled,
    ipAddress,
  }: { actor: Actor | null; key: string; enabled: boolean; ipAddress?: string | null },
): Promise<{ name: string; enabled: boolean; changed: boolean }> {
  assertAdmin(actor);
  if (!isFeatureFlagKey(key)) throw new AppError("NOT_FOUND", { message: t.unknownFlag });
  const result = await db.transaction(async (tx) => {
    const flags = await tx.select().from(featureFlags).orderBy(featureFlags.key).for("update");
    const flag = flags.find((row) => row.key === key);
    if (!flag) throw new AppError("NOT_FOUND", { message: t.unknownFlag });
    if (flag.enabled === enabled) return { name: flag.name, enabled, changed: false };
    const nameOf = (keys: string[]) =>
      keys.map((other) => flags.find((row) => row.key === other)?.name ?? other).join(", ");
    const blocking = enabled ? missingDependencies(flags, key) : enabledDependants(flags, key);
    if (blocking.length > 0)
      throw new AppError("CONFLICT", {
        message: enabled ? t.dependencyOff(nameOf(blocking)) : t.dependantsOn(nameOf(blocking)),
      });
    await tx.update(featureFlags).set({ enabled, updatedAt: new Date() }).where(eq(featureFlags.key, key));
    await recordAudit(tx, {
      action: enabled ? "feature_flag.enable" : "feature_flag.disable",
      resource: "feature_flag",
      userId: actor.userId,
      ipAddress,
      details: { key, enabled },
    });
    return { name: flag.name, enabled, changed: true };
  });
  // After the commit, so no request can cache the state from before it.
  if (result.changed) forgetCachedFlags();
  return result;
}
