import type { ProductCardData } from "#common/catalog";
import { getProductSummaries, getRecommendedProducts } from "#server/modules/catalog/product-detail.queries";
import { parseViewedParam, recentlyViewedShow } from "~/lib/recently-viewed";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/product-suggestions";

export type ProductSuggestions =
  { failed: false; recentlyViewed: ProductCardData[]; recommended: ProductCardData[] } | { failed: true };

/**
 * Cards for the visitor's recently viewed products (ids and view counts from their browser) and
 * recommendations built from them. Failures are logged and reported, never thrown.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ProductSuggestions> {
  const { db, logger } = ctx(context);
  const url = new URL(request.url);
  const productId = url.searchParams.get("productId") ?? "";
  const viewed = parseViewedParam(url.searchParams.get("viewed")).filter((entry) => entry.id !== productId);
  try {
    const [recentlyViewed, recommended] = await Promise.all([
      getProductSummaries(db, { ids: viewed.map((entry) => entry.id) }).then((rows) =>
        rows.slice(0, recentlyViewedShow),
      ),
      productId ? getRecommendedProducts(db, { productId, recentlyViewed: viewed }) : [],
    ]);
    return { failed: false, recentlyViewed, recommended };
  } catch (error) {
    logger.error({ err: error, productId }, "product suggestions failed");
    return { failed: true };
  }
}
