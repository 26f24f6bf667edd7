import { ratingText } from "#common/catalog";
import type { CSSProperties } from "react";

/**
 * Five stars rounded to the nearest whole star and "4.3 (12)", as one image whose name screen
 * readers hear: "Rated 4.3 out of 5, 12 reviews". Two elements, as grids show dozens of them.
 */
export function RatingStars({ average, count }: { average: number; count: number }) {
  if (count === 0)
    return <p className="flex items-center gap-1 text-xs text-muted-foreground">{ratingText(0, 0)}</p>;
  const filled = Math.min(5, Math.max(0, Math.round(average)));
  return (
    <p
      role="img"
      aria-label={ratingText(average, count)}
      className="flex items-center gap-1 text-xs text-muted-foreground"
    >
      <span className="star-meter star-meter-sm" style={{ "--stars": filled } as CSSProperties} />
      {`${average.toFixed(1)} (${count})`}
    </p>
  );
}
