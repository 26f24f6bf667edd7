import { productListTexts } from "#common/i18n/product-list";
import type { CSSProperties } from "react";
import { useFormat, usePageTexts } from "~/lib/locale";

/** "Rated 4.3 out of 5, 12 reviews", or "No reviews yet": what a screen reader hears for a rating. */
export function useRatingLabel() {
  const texts = usePageTexts(productListTexts);
  const format = useFormat();
  return (average: number, count: number) =>
    count === 0 ? texts.noReviews : texts.ratingLabel(format.rating(average), count, format.number(count));
}

/**
 * Five stars rounded to the nearest whole star and "4.3 (12)", as one image whose name screen
 * readers hear: "Rated 4.3 out of 5, 12 reviews". Two elements, as grids show dozens of them.
 */
export function RatingStars({ average, count }: { average: number; count: number }) {
  const texts = usePageTexts(productListTexts);
  const format = useFormat();
  const ratingLabel = useRatingLabel();
  if (count === 0)
    return <p className="flex items-center gap-1 text-xs text-muted-foreground">{texts.noReviews}</p>;
  const filled = Math.min(5, Math.max(0, Math.round(average)));
  return (
    <p
      role="img"
      aria-label={ratingLabel(average, count)}
      className="flex items-center gap-1 text-xs text-muted-foreground"
    >
      <span className="star-meter star-meter-sm" style={{ "--stars": filled } as CSSProperties} />
      {texts.ratingShort(format.rating(average), format.number(count))}
    </p>
  );
}
