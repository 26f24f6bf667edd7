import { pageParam } from "#common/paging";
import { getProductReviews } from "#server/modules/reviews/reviews.queries";
import type { ReviewPageResult } from "~/components/product/reviews/use-product-reviews";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/product-reviews";

/** One page of a product's reviews for the review pager; a failure is reported in the data, not thrown. */
export async function loader({ request, params, context }: Route.LoaderArgs): Promise<ReviewPageResult> {
  const { db, actor, logger } = ctx(context);
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  try {
    return {
      failed: false,
      reviews: await getProductReviews(db, {
        productId: params.productId,
        page,
        viewerId: actor?.userId ?? null,
      }),
    };
  } catch (error) {
    logger.error({ err: error, productId: params.productId, page }, "review page failed");
    return { failed: true };
  }
}
