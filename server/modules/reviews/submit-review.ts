import { messages } from "#common/messages";
import { reviewSchema } from "#common/schemas/review";
import type { Db } from "#db/client";
import { products, reviews, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { parseInput } from "#server/lib/validate";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { refreshProductRating } from "../catalog/refresh-product-rating";

export const ownProductMessage = "You cannot review your own product";

/**
 * Posts the actor's review of a product: sign-in required, a whole 1–5 rating, an
 * optional comment up to 2000 characters, one review per person and product (a second is refused),
 * never on one's own product. The product's rating_average and rating_count are recomputed in the
 * same transaction, with the product row locked so concurrent reviews cannot overwrite each other.
 */
export async function submitReview(
  db: Db,
  {
    actor,
    productId,
    rating,
    comment,
  }: { actor: Actor | null; productId: string; rating: unknown; comment: unknown },
) {
  if (!actor) throw new AppError("UNAUTHENTICATED", { message: messages.reviews.loginToSubmit });
  const input = parseInput(reviewSchema, { rating, comment });
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, vendorUserId: vendors.userId })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(eq(products.id, productId), eq(products.isActive, true), eq(vendors.isActive, true)))
      .for("update", { of: products });
    if (!product) throw new AppError("NOT_FOUND", { message: messages.product.notFound });
    if (product.vendorUserId === actor.userId)
      throw new AppError("FORBIDDEN", { message: ownProductMessage });

    const [review] = await tx
      .insert(reviews)
      .values({
        id: newId("rev"),
        productId,
        userId: actor.userId,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning();
    if (!review) throw new AppError("CONFLICT", { message: messages.reviews.alreadyReviewed });

    await refreshProductRating(tx, { productId });
    return review;
  });
}
