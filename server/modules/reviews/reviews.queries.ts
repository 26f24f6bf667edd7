import type { Db } from "#db/client";
import { products, profiles, reviews, users, vendors } from "#db/schema";
import { newestKeyset } from "#server/lib/cursor";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { descending, listedProducts } from "../catalog/product-cards";
import type { ProductReviews, ReviewItem, ReviewPage, ReviewSummary, Stars } from "#common/views/reviews";

const reviewsPageSize = 10;

/** A review as lists show it: with the reviewer's name and avatar. */
function reviewItems(db: Db) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      userId: reviews.userId,
      userName: sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${users.name}), ''), 'Anonymous User')`,
      userAvatar: profiles.avatarUrl,
      sortKey: newestKeyset.sortKey(reviews.createdAt),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .$dynamic();
}

/** One page of a product's reviews, newest first, 10 per page, with the reviewer's name and avatar. */
export async function listProductReviews(
  db: Db,
  { productId, page }: { productId: string; page: number },
): Promise<{ items: ReviewItem[]; page: number; pageSize: number }> {
  const rows = await reviewItems(db)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(reviewsPageSize)
    .offset((page - 1) * reviewsPageSize);
  return {
    items: newestKeyset.page(rows, reviewsPageSize, (row) => row.id).rows,
    page,
    pageSize: reviewsPageSize,
  };
}

/**
 * A listed product's reviews newest first, 10 at a time, continued by keyset from `cursor` (the
 * last review's time and id, from the previous call), so reviews posted during the walk neither
 * repeat nor push one out. Null when the product is not listed (the product page answers 404 too).
 */
export async function listProductReviewsAfter(
  db: Db,
  { productId, cursor }: { productId: string; cursor: string | null },
): Promise<{ items: ReviewItem[]; nextCursor: string | null } | null> {
  const [[product], rows] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(eq(products.id, productId), listedProducts())),
    reviewItems(db)
      .where(and(eq(reviews.productId, productId), newestKeyset.after(reviews.createdAt, reviews.id, cursor)))
      .orderBy(descending(reviews.createdAt), descending(reviews.id))
      .limit(reviewsPageSize + 1),
  ]);
  if (!product) return null;
  const { rows: items, nextCursor } = newestKeyset.page(rows, reviewsPageSize, (row) => row.id);
  return { items, nextCursor };
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
