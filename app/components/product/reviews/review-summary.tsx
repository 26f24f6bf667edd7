import { countText, formatCount } from "#common/catalog";
import { ratingLabel } from "#common/product-badges";
import { Stars } from "~/components/catalog/stars";
import type { ReviewSummary as Summary } from "#common/views/reviews";

/** Average to one decimal with its label, and the count per star from 5 down to 1 as bars. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <div className="shrink-0 text-center sm:w-40">
        <p className="text-4xl font-bold tabular-nums">{summary.average.toFixed(1)}</p>
        <Stars rating={summary.average} size="lg" />
        <p className="mt-1 text-sm text-muted-foreground">
          <span className="sr-only">Average rating {summary.average.toFixed(1)} out of 5, </span>
          {summary.count > 0 ? `${ratingLabel(summary.average)} · ` : ""}
          {countText(summary.count, "review")}
        </p>
      </div>
      <ul className="flex-1 space-y-1.5" aria-label="Rating distribution">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const count = summary.distribution[star];
          const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={star} className="flex items-center gap-2 text-sm">
              <span className="w-14 shrink-0">
                {star} {star === 1 ? "star" : "stars"}
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span className="w-20 shrink-0 text-right text-muted-foreground tabular-nums">
                {formatCount(count)} <span className="sr-only">{count === 1 ? "review" : "reviews"}</span> (
                {share}%)
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
