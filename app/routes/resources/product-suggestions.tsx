import {
  getProductSuggestions,
  type ProductSuggestions as Found,
} from "#server/modules/catalog/product-detail.queries";
import { parseViewedParam, recentlyViewedShow } from "~/lib/recently-viewed";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/product-suggestions";

export type ProductSuggestions = ({ failed: false } & Found) | { failed: true };

/**
 * The foot of a product page: related products, the visitor's recently viewed products (ids and view
 * counts from their browser) and recommendations built from them. Failures are logged and reported,
 * never thrown.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ProductSuggestions> {
  const { db, logger } = ctx(context);
  const url = new URL(request.url);
  const productId = url.searchParams.get("productId") ?? "";
  try {
    const found = await getProductSuggestions(db, {
      productId,
      recentlyViewed: parseViewedParam(url.searchParams.get("viewed")),
      show: recentlyViewedShow,
    });
    return { failed: false, ...found };
  } catch (error) {
    logger.error({ err: error, productId }, "product suggestions failed");
    return { failed: true };
  }
}
