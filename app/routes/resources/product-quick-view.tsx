import { productQuickView } from "#server/flows/product-quick-view";
import type { QuickViewResult } from "~/components/catalog/quick-view/quick-view-data";
import { quickViewImageLimit } from "~/components/catalog/quick-view/quick-view-data";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/product-quick-view";

/** The answer carries the signed-in buyer's own discount: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * What the quick view dialog shows of one product, priced for the viewer (their approved corporate
 * discount included); unknown or unlisted products answer `missing`.
 */
export async function loader({ params, context }: Route.LoaderArgs): Promise<QuickViewResult> {
  const { db, logger, actor } = ctx(context);
  try {
    const detail = await productQuickView(db, { productId: params.productId, userId: actor?.userId ?? null });
    if (!detail) return { status: "missing" };
    const { product, category, vendor, images, ladder, corporatePercentOff } = detail;
    return {
      status: "ok",
      product: {
        id: product.id,
        name: product.name,
        description: product.description,
        price: product.price,
        currency: product.currency,
        moq: product.moq,
        stockQuantity: product.stockQuantity,
        leadTime: product.leadTime,
        countryName: product.countryOfOriginName,
        category: category ? { slug: category.slug, name: category.name } : null,
        vendor: {
          id: vendor.id,
          businessName: vendor.businessName,
          verified: vendor.verified,
        },
      },
      images: images.slice(0, quickViewImageLimit),
      ladder,
      corporatePercentOff,
    };
  } catch (error) {
    logger.error({ err: error, productId: params.productId }, "quick view failed");
    return { status: "failed" };
  }
}
