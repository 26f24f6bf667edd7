import { homeMore, type HomeMore } from "#server/modules/catalog/home.queries";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/home-sections";

export type HomeSections = ({ failed: false } & HomeMore) | { failed: true };

/**
 * The home page's sections below the fold (latest arrivals, the heritage collection, featured
 * vendors), fetched when a visitor scrolls near them. A failure is answered, not thrown: the
 * sections then say so and offer a retry, and their "View all" links still work.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<HomeSections> {
  const { db, logger } = ctx(context);
  try {
    return { failed: false, ...(await homeMore(db)) };
  } catch (error) {
    logger.error({ err: error }, "home sections failed");
    return { failed: true };
  }
}
