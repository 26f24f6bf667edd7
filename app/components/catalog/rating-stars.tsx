import { ratingText } from "#common/catalog";
import { Stars } from "./stars";

/** Five stars rounded to the nearest whole star; screen readers hear "Rated 4.3 out of 5, 12 reviews". */
export function RatingStars({ average, count }: { average: number; count: number }) {
  return (
    <p className="flex items-center gap-1 text-xs text-muted-foreground">
      <span className="sr-only">{ratingText(average, count)}</span>
      {count === 0 ? (
        <span aria-hidden="true">No reviews yet</span>
      ) : (
        <>
          <Stars rating={average} size="sm" />
          <span aria-hidden="true">
            {average.toFixed(1)} ({count})
          </span>
        </>
      )}
    </p>
  );
}
