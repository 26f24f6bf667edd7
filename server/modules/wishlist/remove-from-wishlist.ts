import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { wishlists } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";

/** Removes a product from the actor's own wishlist (the actor is in the where, so nobody else's). */
export async function removeFromWishlist(
  db: Db,
  { actor, productId }: { actor: Actor | null; productId: string },
) {
  if (!actor) throw new AppError("UNAUTHENTICATED", { message: messages.wishlist.cardLoginToAdd });
  const removed = await db
    .delete(wishlists)
    .where(and(eq(wishlists.userId, actor.userId), eq(wishlists.productId, productId)))
    .returning({ productId: wishlists.productId });
  return { inWishlist: false as const, removed: removed.length > 0 };
}
