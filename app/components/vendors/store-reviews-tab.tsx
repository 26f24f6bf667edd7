import { productPath } from "#common/paths";
import { messages } from "#common/messages";
import type { StoreProfile, StoreReviewPage } from "#common/vendors";
import { MessageSquareText } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useRatingLabel } from "~/components/catalog/rating-stars";
import { Stars } from "~/components/catalog/stars";
import { Pagination } from "~/components/ui/pagination";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat } from "~/lib/locale";

/** The store's real reviews (of its listed products), newest first, with stars and count. */
export function StoreReviewsTab({ store, reviews }: { store: StoreProfile; reviews: StoreReviewPage }) {
  const format = useFormat();
  const ratingLabel = useRatingLabel();
  const location = useLocation();
  if (reviews.total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-16 text-center">
        <MessageSquareText aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-lg font-semibold">{messages.store.noReviews}</p>
        <p className="text-sm text-muted-foreground">Reviews of this store's products will appear here.</p>
        <Link to={`${location.pathname}?tab=about`} preventScrollReset className={textLinkClassName}>
          See store details
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <p aria-hidden="true" className="text-3xl font-bold">
          {store.rating.toFixed(1)}
        </p>
        <div>
          <Stars rating={store.rating} size="lg" />
          <span className="sr-only">{ratingLabel(store.rating, store.ratingCount)}</span>
          <p className="text-sm text-muted-foreground">
            Based on {format.number(store.ratingCount)} {store.ratingCount === 1 ? "review" : "reviews"} of
            this store's products
          </p>
        </div>
      </div>
      <ul className="divide-y divide-border rounded-lg border border-border bg-card">
        {reviews.rows.map((review) => (
          <li key={review.id} className="space-y-1.5 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">{review.userName}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={review.createdAt}>{format.date(review.createdAt)}</time>
              </p>
            </div>
            <p>
              <Stars rating={review.rating} />
              <span className="sr-only">Rated {review.rating} out of 5</span>
            </p>
            <p className="text-sm text-muted-foreground">
              On{" "}
              <Link to={productPath(review.productId)} className={textLinkClassName}>
                {review.productName}
              </Link>
            </p>
            {review.comment ? <p className="text-sm whitespace-pre-line">{review.comment}</p> : null}
          </li>
        ))}
      </ul>
      <Pagination
        page={reviews.page}
        total={reviews.total}
        pageSize={reviews.pageSize}
        label="Review pages"
      />
    </div>
  );
}
