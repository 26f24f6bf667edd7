import { productReviewsPath } from "#common/paths";
import type { ProductReviews } from "#common/views/reviews";
import { useCallback, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type { ActionFailure } from "#common/action-failure";

export type ReviewActionResult = ({ ok: true; message: string; reviews: ProductReviews } | ActionFailure) & {
  intent: "review";
};
export type ReviewPageResult = { failed: false; reviews: ProductReviews } | { failed: true };

/**
 * The reviews the page shows: the loader's (null when the page came without them: the Reviews tab
 * then loads its first page when opened), then whichever came last of a review page loaded in
 * place and a posted review's answer. Neither reloads the product page (which would count a view).
 */
export function useProductReviews(productId: string, initial: ProductReviews | null) {
  const pager = useFetcher<ReviewPageResult>();
  const poster = useFetcher<ReviewActionResult>();
  // Without JavaScript the review posts to the page and its answer arrives as action data.
  // (The page's other forms post there too: only a review's answer is this form's.)
  const pagePosted = useActionData<{ intent?: unknown } | undefined>();
  const posted = pagePosted?.intent === "review" ? (pagePosted as ReviewActionResult) : undefined;
  const [latest, setLatest] = useState<"page" | "pager" | "form">("page");

  const paged = pager.data && !pager.data.failed ? pager.data.reviews : null;
  const fromForm = latest === "form" && poster.data?.ok ? poster.data.reviews : null;
  const reviews = fromForm ?? (latest !== "page" ? paged : null) ?? initial;
  // One function for the hook's whole life: the Reviews tab loads its first page in an effect that
  // depends on it, and a new one at each render asked again at each render (each load re-rendering
  // and aborting the last), about 25 requests for one page, and on a slow server never an answer.
  const { load } = pager;
  const loadPage = useCallback(
    (page: number) => {
      setLatest("pager");
      void load(productReviewsPath(productId, page));
    },
    [load, productId],
  );

  return {
    reviews,
    poster,
    result: poster.data ?? posted,
    loadingPage: pager.state !== "idle",
    pageFailed: latest === "pager" && pager.data?.failed === true,
    loadPage,
    onSubmit() {
      setLatest("form");
    },
  };
}

export type ProductReviewsState = ReturnType<typeof useProductReviews>;
