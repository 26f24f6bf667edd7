import type { ProductReviews } from "#common/views/reviews";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Stars } from "~/components/catalog/stars";
import { initials } from "~/lib/initials";
import { useFormat, useT } from "~/lib/locale";

type ReviewItem = ProductReviews["list"]["items"][number];

export function ReviewList({ items }: { items: readonly ReviewItem[] }) {
  const format = useFormat();
  if (items.length === 0)
    return <p className="text-muted-foreground">No reviews yet. Be the first to review this product.</p>;
  return (
    <ul className="divide-y divide-border">
      {items.map((review) => (
        <li key={review.id} className="flex gap-3 py-4">
          {review.userAvatar ? (
            <img
              src={review.userAvatar}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold"
            >
              {initials(review.userName)}
            </span>
          )}
          <article className="min-w-0 flex-1">
            <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h4 className="font-semibold">{review.userName}</h4>
              <Stars rating={review.rating} />
              <span className="sr-only">Rated {review.rating} out of 5</span>
              <time
                dateTime={new Date(review.createdAt).toISOString()}
                className="text-sm text-muted-foreground"
              >
                {format.date(review.createdAt)}
              </time>
            </header>
            {review.comment ? <p className="mt-1 whitespace-pre-line">{review.comment}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * Previous / Next pages of reviews: links that work without JavaScript; with it, `onPage` loads the
 * page in place (the product page itself is not reloaded).
 */
export function ReviewPager({
  page,
  pageCount,
  hrefFor,
  onPage,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const format = useFormat();
  if (pageCount <= 1) return null;
  const linkClass = "rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-muted";
  const go = (target: number) => (event: MouseEvent) => {
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav aria-label={t.reviews.pages} className="flex items-center justify-between gap-4 pt-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} onClick={go(page - 1)} className={linkClass} rel="prev">
          {t.paging.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        {t.paging.pageOf(format.number(page), format.number(pageCount), false)}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} onClick={go(page + 1)} className={linkClass} rel="next">
          {t.paging.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
