import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { vendorApplications } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { eq } from "drizzle-orm";
import { isFeatureEnabled } from "../feature-flags/feature-flags.queries";
import type { Actor } from "../identity/actor";
import { storeOfUser } from "../vendors/vendors.queries";

/**
 * Refuses when the vendor-onboarding flag is off (a missing flag counts as off). The page stays and
 * says applications are closed, so this is FORBIDDEN with that sentence rather than the flags' 404.
 */
export async function requireOnboardingOpen(db: Db): Promise<void> {
  if (!(await isFeatureEnabled(db, "vendor-onboarding")))
    throw new AppError("FORBIDDEN", { message: messages.vendorOnboarding.disabled });
}

/** Someone who already sells (a vendor, or the owner of a store) cannot apply again. */
export async function refuseExistingVendor(db: Db, actor: Actor): Promise<void> {
  if (actor.role === "vendor" || (await storeOfUser(db, { userId: actor.userId })))
    throw new AppError("FORBIDDEN", { message: messages.vendorOnboarding.alreadyVendor });
}

/**
 * The actor's own application, created as a draft on their first step and locked for the rest of the
 * transaction; refused when onboarding is closed, when they already sell, or when it is no longer theirs
 * to change (pending or approved). A rejected application is open again for corrections.
 */
export async function lockEditableApplication(tx: Db, { actor }: { actor: Actor | null }) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  await requireOnboardingOpen(tx);
  await refuseExistingVendor(tx, actor);
  await tx
    .insert(vendorApplications)
    .values({ id: newId("vap"), userId: actor.userId })
    .onConflictDoNothing({ target: vendorApplications.userId });
  const [application] = await tx
    .select()
    .from(vendorApplications)
    .where(eq(vendorApplications.userId, actor.userId))
    .for("update");
  if (application!.status !== "draft" && application!.status !== "rejected")
    throw new AppError("CONFLICT", { message: messages.vendorOnboarding.notEditable });
  return application!;
}
