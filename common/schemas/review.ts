import { z } from "zod";
import { en } from "#common/i18n/en";
import { reviewCommentMax } from "../review-rules";

const m = en.reviews;

/**
 * A review as posted by the form (strings) or the API (numbers): a whole 1–5 star rating and an optional
 * comment.
 */
export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: m.ratingRequired })
    .int(m.ratingRequired)
    .min(1, m.ratingRequired)
    .max(5, m.ratingRequired),
  comment: z
    .string()
    .nullish()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(reviewCommentMax, m.commentTooLong)),
});
