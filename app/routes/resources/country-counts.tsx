import type { CountryCount } from "#common/catalog";
import { countryCounts } from "#server/modules/catalog/products.queries";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/country-counts";

/**
 * Products per country of origin for the header's Browse by Country menu (JSON). A failure is
 * answered, not thrown: the menu then keeps its plain links instead of taking the page down.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<{ countries: CountryCount[] | null }> {
  const { db, logger } = ctx(context);
  try {
    return { countries: await countryCounts(db) };
  } catch (error) {
    logger.error({ err: error }, "country counts failed");
    return { countries: null };
  }
}
