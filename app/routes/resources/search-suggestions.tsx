import { minSearchLength } from "#common/search";
import { hitRateLimit } from "#server/modules/rate-limit/hit-rate-limit";
import { recentPopularSearches, searchSuggestions } from "#server/modules/search/search.queries";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/search-suggestions";

/**
 * The search box's dropdown data: the week's popular searches for short input, else the best
 * matches. A failure is reported in the data, so the dropdown can say so without breaking the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, client, logger } = ctx(context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim();
  try {
    const limit = await hitRateLimit(db, {
      key: `search-suggestions:client:${client.ip}`,
      limit: 120,
      windowSeconds: 60,
    });
    if (!limit.allowed) return { query, failed: true, popular: [], results: [] };
    if (query.length < minSearchLength)
      return { query, failed: false, popular: await recentPopularSearches.get(db), results: [] };
    const results = await searchSuggestions(db, { query });
    return {
      query,
      failed: false,
      popular: [],
      results: results.map((product) => ({
        id: product.id,
        name: product.name,
        price: product.price,
        currency: product.currency,
        imageKey: product.imageKey,
        vendorName: product.vendor.businessName,
      })),
    };
  } catch (error) {
    logger.error({ err: error, query }, "search suggestions failed");
    return { query, failed: true, popular: [], results: [] };
  }
}
