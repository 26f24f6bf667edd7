import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { storeFollows, vendors } from "#db/schema";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import type { Actor } from "../identity/actor";
import { followerCount } from "./vendors.queries";

export interface FollowResult {
  following: boolean;
  followerCount: number;
}

/** The signed-in actor follows an active store (not their own); following twice changes nothing. */
export async function followStore(
  db: Db,
  { actor, vendorId }: { actor: Actor | null; vendorId: string },
): Promise<FollowResult> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  return db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ id: vendors.id, ownerId: vendors.userId })
      .from(vendors)
      .where(and(eq(vendors.id, vendorId), eq(vendors.isActive, true)))
      .for("share");
    if (!vendor) throw new AppError("NOT_FOUND", { message: messages.store.notFoundTitle });
    if (vendor.ownerId === actor.userId)
      throw new AppError("FORBIDDEN", { message: messages.store.cannotFollowOwn });
    await tx.insert(storeFollows).values({ vendorId, userId: actor.userId }).onConflictDoNothing();
    return { following: true, followerCount: await followerCount(tx, { vendorId }) };
  });
}
