import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { products, vendors, wishlists } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";

/** Saves an active product to the actor's wishlist; saving it twice is not an error. */
export async function addToWishlist(
  db: Db,
  { actor, productId }: { actor: Actor | null; productId: string },
) {
  if (!actor) throw new AppError("UNAUTHENTICATED", { message: messages.wishlist.cardLoginToAdd });
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(eq(products.id, productId), eq(products.isActive, true), eq(vendors.isActive, true)))
      .for("share", { of: products });
    if (!product) throw new AppError("NOT_FOUND", { message: messages.product.notFound });
    await tx.insert(wishlists).values({ userId: actor.userId, productId }).onConflictDoNothing();
    return { inWishlist: true as const };
  });
}
