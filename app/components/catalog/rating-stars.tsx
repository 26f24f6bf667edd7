import { ratingText } from "#common/catalog";
import { Star } from "lucide-react";

/** Five stars rounded to the nearest whole star; screen readers hear "Rated 4.3 out of 5, 12 reviews". */
export function RatingStars({ average, count }: { average: number; count: number }) {
  const filled = Math.round(average);
  return (
    <p className="flex items-center gap-1 text-xs text-muted-foreground">
      <span className="sr-only">{ratingText(average, count)}</span>
      {count === 0 ? (
        <span aria-hidden="true">No reviews yet</span>
      ) : (
        <>
          <span aria-hidden="true" className="flex">
            {[1, 2, 3, 4, 5].map((position) => (
              <Star
                key={position}
                className={`size-3.5 ${position <= filled ? "fill-amber-500 text-amber-500" : "text-muted-foreground/50"}`}
              />
            ))}
          </span>
          <span aria-hidden="true">
            {average.toFixed(1)} ({count})
          </span>
        </>
      )}
    </p>
  );
}
