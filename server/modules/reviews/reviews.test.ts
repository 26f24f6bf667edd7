import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { products, profiles, reviews } from "#db/schema";
import { eq } from "drizzle-orm";
import { createProduct, createReview, createVendor } from "../../../tests/catalog-factories";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { getProductReviews, getReviewSummary, hasReviewed, listProductReviews } from "./reviews.queries";
import { ownProductMessage, submitReview } from "./submit-review";

const t = useTestDatabase();

async function ratingOf(productId: string) {
  const [row] = await t.db
    .select({ average: products.ratingAverage, count: products.ratingCount })
    .from(products)
    .where(eq(products.id, productId));
  return { average: Number(row!.average), count: row!.count };
}

describe("submitReview", () => {
  it("posts a review and recomputes the product's rating average and count", async () => {
    const product = await createProduct(t.db);
    const [ada, bayo, chi] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const review = await submitReview(t.db, {
      actor: actorFor(ada),
      productId: product.id,
      rating: "5",
      comment: "  Beautiful weave  ",
    });
    expect(review).toMatchObject({
      productId: product.id,
      userId: ada.id,
      rating: 5,
      comment: "Beautiful weave",
    });
    expect(await ratingOf(product.id)).toEqual({ average: 5, count: 1 });

    await submitReview(t.db, { actor: actorFor(bayo), productId: product.id, rating: 4, comment: null });
    await submitReview(t.db, { actor: actorFor(chi), productId: product.id, rating: 4, comment: "" });
    expect(await ratingOf(product.id)).toEqual({ average: 4.3, count: 3 });
    expect(await hasReviewed(t.db, { productId: product.id, userId: bayo.id })).toBe(true);
  });

  it("refuses a second review by the same person and keeps the first", async () => {
    const product = await createProduct(t.db);
    const user = await createUser(t.db);
    await submitReview(t.db, { actor: actorFor(user), productId: product.id, rating: 2, comment: "" });
    const error = await appErrorFrom(
      submitReview(t.db, {
        actor: actorFor(user),
        productId: product.id,
        rating: 5,
        comment: "changed my mind",
      }),
    );
    expect(error.code).toBe("CONFLICT");
    expect(error.message).toBe(messages.reviews.alreadyReviewed);
    expect(await ratingOf(product.id)).toEqual({ average: 2, count: 1 });
  });

  it("refuses a guest with the spec's message", async () => {
    const product = await createProduct(t.db);
    const error = await appErrorFrom(
      submitReview(t.db, { actor: null, productId: product.id, rating: 5, comment: "" }),
    );
    expect(error.code).toBe("UNAUTHENTICATED");
    expect(error.message).toBe("You must be logged in to submit a review");
  });

  it.each([0, 6, 3.5, "", "five", undefined])("refuses the rating %s", async (rating) => {
    const product = await createProduct(t.db);
    const user = await createUser(t.db);
    const error = await appErrorFrom(
      submitReview(t.db, { actor: actorFor(user), productId: product.id, rating, comment: "" }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors?.rating).toBe(messages.reviews.ratingRequired);
    expect(await ratingOf(product.id)).toEqual({ average: 0, count: 0 });
  });

  it("refuses a comment over 2000 characters", async () => {
    const product = await createProduct(t.db);
    const user = await createUser(t.db);
    const error = await appErrorFrom(
      submitReview(t.db, {
        actor: actorFor(user),
        productId: product.id,
        rating: 4,
        comment: "x".repeat(2001),
      }),
    );
    expect(error.fieldErrors?.comment).toBe(messages.reviews.commentTooLong);
  });

  it("refuses unknown and inactive products, and a vendor reviewing its own product", async () => {
    const user = await createUser(t.db);
    const inactive = await createProduct(t.db, { isActive: false });
    expect(
      (
        await appErrorFrom(
          submitReview(t.db, { actor: actorFor(user), productId: "prd_missing", rating: 4, comment: "" }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    expect(
      (
        await appErrorFrom(
          submitReview(t.db, { actor: actorFor(user), productId: inactive.id, rating: 4, comment: "" }),
        )
      ).message,
    ).toBe("Product not found");

    const owner = await createUser(t.db, { role: "vendor" });
    const vendor = await createVendor(t.db, { userId: owner.id });
    const own = await createProduct(t.db, { vendorId: vendor.id });
    const error = await appErrorFrom(
      submitReview(t.db, { actor: actorFor(owner), productId: own.id, rating: 5, comment: "" }),
    );
    expect(error).toMatchObject({ code: "FORBIDDEN", message: ownProductMessage });
  });
});

describe("review reads", () => {
  it("gives the distribution per star and the average to one decimal", async () => {
    const product = await createProduct(t.db);
    for (const rating of [5, 5, 4, 1]) {
      const user = await createUser(t.db);
      await createReview(t.db, { productId: product.id, userId: user.id, rating });
    }
    expect(await getReviewSummary(t.db, { productId: product.id })).toEqual({
      average: 3.8, // 15 / 4 = 3.75
      count: 4,
      distribution: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 2 },
    });
    const empty = await createProduct(t.db);
    expect(await getReviewSummary(t.db, { productId: empty.id })).toEqual({
      average: 0,
      count: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });

  it("lists newest first, 10 a page, with the reviewer's profile name and avatar", async () => {
    const product = await createProduct(t.db);
    const named = await createUser(t.db, { name: "Amara Okafor" });
    await t.db
      .update(profiles)
      .set({ avatarUrl: "/media/avatars/amara.jpg" })
      .where(eq(profiles.id, named.id));
    const start = Date.now() - 60_000;
    await createReview(t.db, { productId: product.id, userId: named.id, rating: 5, comment: "oldest" });
    await t.db
      .update(reviews)
      .set({ createdAt: new Date(start) })
      .where(eq(reviews.userId, named.id));
    for (let i = 0; i < 11; i += 1) {
      const user = await createUser(t.db);
      await createReview(t.db, { productId: product.id, userId: user.id, rating: 3, comment: `review ${i}` });
    }
    const first = (
      await getProductReviews(t.db, { productId: product.id, page: 1, viewerId: null, storedCount: 12 })
    ).list;
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    const second = await listProductReviews(t.db, { productId: product.id, page: 2 });
    expect(second.items).toHaveLength(2);
    expect(second.items.at(-1)).toMatchObject({
      comment: "oldest",
      userName: "Amara Okafor",
      userAvatar: "/media/avatars/amara.jpg",
      rating: 5,
    });
  });

  it("reads nothing for a product whose stored review count is 0, and answers an empty first page", async () => {
    const product = await createProduct(t.db);
    const reviewsOf = (storedCount?: number) =>
      getProductReviews(t.db, { productId: product.id, page: 1, viewerId: null, storedCount });
    expect(await reviewsOf(0)).toEqual({
      summary: { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      list: { items: [], page: 1, pageSize: 10, total: 0 },
      viewerHasReviewed: false,
    });
    const user = await createUser(t.db);
    await createReview(t.db, { productId: product.id, userId: user.id, rating: 4 });
    const [stored] = await t.db
      .select({ ratingCount: products.ratingCount })
      .from(products)
      .where(eq(products.id, product.id));
    expect((await reviewsOf(stored!.ratingCount)).summary).toMatchObject({ count: 1, average: 4 });
  });
});
