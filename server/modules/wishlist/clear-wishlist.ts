import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { wishlists } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";

/** Empties the actor's wishlist. */
export async function clearWishlist(db: Db, { actor }: { actor: Actor | null }) {
  if (!actor) throw new AppError("UNAUTHENTICATED", { message: messages.wishlist.cardLoginToAdd });
  const removed = await db
    .delete(wishlists)
    .where(eq(wishlists.userId, actor.userId))
    .returning({ productId: wishlists.productId });
  return { removed: removed.length };
}
