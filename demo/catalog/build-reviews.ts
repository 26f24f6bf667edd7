import type { profiles, reviews, users } from "#db/schema";
import type { SeededRandom } from "#server/lib/seeded-random";
import type { ReviewComments } from "./archetypes/types";
import { reviewerId, slugify } from "./keys";
import { demoReviewers } from "./reviewers";

type NewReview = typeof reviews.$inferInsert;
const day = 86_400_000;

/** Reviewer accounts: users and profiles only, confirmed, with no password (they never sign in). */
export function buildReviewerAccounts(now: Date): {
  users: (typeof users.$inferInsert)[];
  profiles: (typeof profiles.$inferInsert)[];
} {
  const joined = new Date(now.getTime() - 180 * day);
  const accounts = demoReviewers.map(({ name }) => {
    const slug = slugify(name);
    return { id: reviewerId(slug), name, email: `${slug.replace(/-/g, ".")}@reviewers.example` };
  });
  return {
    users: accounts.map((account) => ({
      ...account,
      emailVerified: true,
      createdAt: joined,
      updatedAt: joined,
    })),
    profiles: accounts.map((account) => ({
      id: account.id,
      email: account.email,
      role: "user" as const,
      fullName: account.name,
      createdAt: joined,
      updatedAt: joined,
    })),
  };
}

/** Mostly 4 and 5 stars, as on real marketplaces, with some honest 1–3s. */
function rating(rng: SeededRandom): number {
  const roll = rng.next();
  return roll < 0.47 ? 5 : roll < 0.78 ? 4 : roll < 0.9 ? 3 : roll < 0.96 ? 2 : 1;
}

function commentFor(rng: SeededRandom, stars: number, comments: ReviewComments): string {
  if (stars >= 4) return rng.pick(comments.positive);
  if (stars === 3) return rng.pick(comments.mixed);
  return rng.pick(comments.negative);
}

/** 1–8 reviews for most products, from distinct reviewers, dated between listing and now. */
export function buildProductReviews(
  rng: SeededRandom,
  {
    productId,
    createdAt,
    now,
    comments,
  }: { productId: string; createdAt: Date; now: Date; comments: ReviewComments },
): NewReview[] {
  if (rng.chance(0.08)) return [];
  const reviewers = rng.sample(demoReviewers, rng.int(1, 8));
  const listedFor = now.getTime() - createdAt.getTime();
  return reviewers.map(({ name }, index) => {
    const stars = rating(rng);
    return {
      id: `rev_${productId.slice(4)}_${index + 1}`,
      productId,
      userId: reviewerId(slugify(name)),
      rating: stars,
      comment: commentFor(rng, stars, comments),
      createdAt: new Date(createdAt.getTime() + Math.floor(rng.next() * listedFor)),
    };
  });
}
