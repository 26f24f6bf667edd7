import type { CompareOffer } from "#common/compare";
import { getComparableOffers } from "#server/modules/catalog/compare.queries";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/product-compare";

export type CompareResult =
  { status: "ok"; offers: CompareOffer[] } | { status: "missing" } | { status: "failed" };

/** The Compare Vendors offers for one product; a failure is reported in the data, not thrown. */
export async function loader({ params, context }: Route.LoaderArgs): Promise<CompareResult> {
  const { db, logger } = ctx(context);
  try {
    const offers = await getComparableOffers(db, {
      productId: params.productId,
    });
    return offers ? { status: "ok", offers } : { status: "missing" };
  } catch (error) {
    logger.error({ err: error, productId: params.productId }, "vendor comparison failed");
    return { status: "failed" };
  }
}
