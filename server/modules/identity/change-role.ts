import { type Role, isRole } from "#common/roles";
import type { Db } from "#db/client";
import { profiles } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq, ne } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "./actor";

/**
 * Sets a person's stored role (admin only, audited). The company-domain rule still applies when
 * the role is read, so granting admin to an outside address has no effect until the address changes.
 * An admin cannot change their own role, so the platform cannot lose its last admin by accident.
 */
export async function changeRole(
  db: Db,
  { actor, userId, role }: { actor: Actor; userId: string; role: unknown },
) {
  if (actor.role !== "admin") throw new AppError("FORBIDDEN");
  if (!isRole(role))
    throw new AppError("VALIDATION", { fieldErrors: { role: "Choose one of user, vendor, staff or admin" } });
  if (userId === actor.userId)
    throw new AppError("VALIDATION", { fieldErrors: { role: "You cannot change your own role" } });
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: profiles.role, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", { message: "User not found" });
    if (before.role === role) return { changed: false, role };
    await tx
      .update(profiles)
      .set({ role, updatedAt: new Date() })
      .where(and(eq(profiles.id, userId), ne(profiles.role, role)));
    await recordAudit(tx, {
      action: "role.change",
      resource: "profile",
      userId: actor.userId,
      details: { targetUserId: userId, targetEmail: before.email, from: before.role, to: role },
    });
    return { changed: true, role: role as Role };
  });
}
