import { loginPathFor, productReviewsPagePath, productReviewsTabPath } from "#common/paths";
import { en } from "#common/i18n/en";
import { pageCount } from "#common/paging";
import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { lazy, Suspense, useEffect } from "react";
import { ReviewList, ReviewPager } from "./review-list";
import { ReviewSummary } from "./review-summary";
import type { ProductReviewsState } from "./use-product-reviews";

// Only signed-in visitors who have not reviewed the product see the form: the rest never load it.
const ReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));

/**
 * The product's reviews: summary with distribution, the list 10 a page, and the form
 * for signed-in people (guests are asked to sign in and come back here).
 */
export function ReviewsSection({
  productId,
  state,
  signedIn,
}: {
  productId: string;
  state: ProductReviewsState;
  signedIn: boolean;
}) {
  const { reviews, result, loadPage } = state;
  // Opened in place: the page came without its reviews.
  useEffect(() => {
    if (!reviews) loadPage(1);
  }, [reviews, loadPage]);
  if (!reviews)
    return (
      <div id="reviews" className="scroll-mt-40">
        {state.pageFailed ? (
          <p role="alert" className="text-sm font-medium text-destructive-text">
            {en.reviews.loadFailed}
          </p>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {en.reviews.loading}
          </p>
        )}
      </div>
    );
  const { summary, list } = reviews;
  return (
    <div id="reviews" className="scroll-mt-40 space-y-6">
      <ReviewSummary summary={summary} />
      <div className="print:hidden">
        {!signedIn ? (
          <p className="flex flex-wrap items-center gap-3 rounded-lg bg-muted p-4">
            <span>{en.reviews.signInToReview}</span>
            <Link
              to={loginPathFor(`${productReviewsTabPath(productId)}#reviews`)}
              className={buttonClassName("secondary", "sm")}
            >
              Sign in
            </Link>
          </p>
        ) : reviews.viewerHasReviewed ? (
          <p role="status" className="flex items-center gap-2 rounded-lg bg-muted p-4 font-medium">
            <CircleCheck
              aria-hidden="true"
              className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400"
            />
            <span>
              {result?.ok ? `${result.message} ` : ""}
              {en.reviews.alreadyReviewed}
            </span>
          </p>
        ) : (
          <Suspense fallback={null}>
            <ReviewForm
              fetcher={state.poster}
              action={productReviewsTabPath(productId)}
              failure={result && !result.ok ? result : undefined}
              onSubmit={state.onSubmit}
            />
          </Suspense>
        )}
      </div>
      <div aria-busy={state.loadingPage}>
        <h4 className="sr-only">Customer reviews</h4>
        {state.pageFailed ? (
          <p role="alert" className="mb-2 text-sm font-medium text-destructive-text">
            {en.reviews.loadFailed}
          </p>
        ) : null}
        <ReviewList items={list.items} />
        <ReviewPager
          page={list.page}
          pageCount={pageCount(list.total, list.pageSize)}
          hrefFor={(page) => productReviewsPagePath(productId, page)}
          onPage={state.loadPage}
        />
      </div>
    </div>
  );
}
