import type { CSSProperties } from "react";

const sizeClass = { sm: "star-meter-sm", md: "", lg: "star-meter-lg" } as const;

/**
 * Five stars, filled to the rating rounded to a whole star, drawn by CSS in one element (app.css
 * `.star-meter`): a list page shows dozens of ratings, and five SVG icons each made them the
 * largest part of its HTML. Decorative: say the rating in text next to it.
 */
export function Stars({ rating, size = "md" }: { rating: number; size?: keyof typeof sizeClass }) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span
      aria-hidden="true"
      className={`star-meter ${sizeClass[size]}`}
      style={{ "--stars": filled } as CSSProperties}
    />
  );
}
