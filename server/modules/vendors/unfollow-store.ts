import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { storeFollows, vendors } from "#db/schema";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import type { Actor } from "../identity/actor";
import { type FollowResult } from "./follow-store";
import { followerCount } from "./vendors.queries";

/** The signed-in actor stops following a store; not following it already is not an error. */
export async function unfollowStore(
  db: Db,
  { actor, vendorId }: { actor: Actor | null; vendorId: string },
): Promise<FollowResult> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  return db.transaction(async (tx) => {
    const [vendor] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
    if (!vendor) throw new AppError("NOT_FOUND", { message: messages.store.notFoundTitle });
    await tx
      .delete(storeFollows)
      .where(and(eq(storeFollows.vendorId, vendorId), eq(storeFollows.userId, actor.userId)));
    return { following: false, followerCount: await followerCount(tx, { vendorId }) };
  });
}
