import type { Db } from "#db/client";
import { profiles, reviews, users } from "#db/schema";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { ProductReviews, ReviewItem, ReviewPage, ReviewSummary, Stars } from "#common/views/reviews";

const reviewsPageSize = 10;

/** One page of a product's reviews, newest first, 10 per page, with the reviewer's name and avatar. */
export async function listProductReviews(
  db: Db,
  { productId, page }: { productId: string; page: number },
): Promise<{ items: ReviewItem[]; page: number; pageSize: number }> {
  const items = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      userId: reviews.userId,
      userName: sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${users.name}), ''), 'Anonymous User')`,
      userAvatar: profiles.avatarUrl,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(reviewsPageSize)
    .offset((page - 1) * reviewsPageSize);
  return { items, page, pageSize: reviewsPageSize };
}

/** Count per star and the average to one decimal, from the reviews themselves. */
export async function getReviewSummary(db: Db, { productId }: { productId: string }): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: reviews.rating, value: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .groupBy(reviews.rating);
  const distribution: Record<Stars, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    if (row.rating < 1 || row.rating > 5) continue;
    distribution[row.rating as Stars] = row.value;
    total += row.value;
    sum += row.rating * row.value;
  }
  // Integer numerator: an exact half (e.g. 4.45) rounds up, as Postgres round() does for rating_average.
  return { average: total ? Math.round((sum * 10) / total) / 10 : 0, count: total, distribution };
}

/** Whether this user has already reviewed the product (the form then says "You've reviewed this product"). */
export async function hasReviewed(
  db: Db,
  { productId, userId }: { productId: string; userId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * What the product page's review section shows: summary, one page of reviews, and whether the
 * viewer reviewed. Pass `storedCount` (products.rating_count, which submitReview keeps in the
 * transaction that writes a review) when it is at hand: a product without reviews, most of a
 * large catalog, then needs no reads at all.
 */
export async function getProductReviews(
  db: Db,
  {
    productId,
    page,
    viewerId,
    storedCount,
  }: { productId: string; page: number; viewerId: string | null; storedCount?: number },
): Promise<ProductReviews> {
  if (storedCount === 0) {
    const summary: ReviewSummary = { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
    const list: ReviewPage = { items: [], page, pageSize: reviewsPageSize, total: 0 };
    return { summary, list, viewerHasReviewed: false };
  }
  const [summary, list, viewerHasReviewed] = await Promise.all([
    getReviewSummary(db, { productId }),
    listProductReviews(db, { productId, page }),
    viewerId ? hasReviewed(db, { productId, userId: viewerId }) : false,
  ]);
  // The summary has counted the reviews already.
  const listWithTotal: ReviewPage = { ...list, total: summary.count };
  return { summary, list: listWithTotal, viewerHasReviewed };
}
