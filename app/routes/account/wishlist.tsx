import { messages } from "#common/messages";
import { clearWishlist } from "#server/modules/wishlist/clear-wishlist";
import { removeFromWishlist } from "#server/modules/wishlist/remove-from-wishlist";
import { listWishlist } from "#server/modules/wishlist/wishlist.queries";
import { WishlistPage } from "~/components/account/wishlist-page";
import { pageMeta } from "~/lib/meta";
import { actionFailure } from "~/lib/action-failure.server";
import { ctx, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/wishlist";

export const meta: Route.MetaFunction = () =>
  pageMeta("My Wishlist", "Products you saved on Shop African Brands.", { noindex: true });

/** A failure to read is shown as the spec's error state with a retry, never as an empty list. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = ctx(context);
  const actor = requireActor(context);
  try {
    return { failed: false as const, items: await listWishlist(db, { actor }) };
  } catch (error) {
    logger.error({ err: error }, "wishlist load failed");
    return { failed: true as const, items: [] };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, logger } = ctx(context);
  const actor = requireActor(context);
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    if (intent === "clear") {
      await clearWishlist(db, { actor });
      return { ok: true as const, message: "Wishlist cleared" };
    }
    await removeFromWishlist(db, { actor, productId: String(form.get("productId") ?? "") });
    return { ok: true as const, message: messages.wishlist.itemRemoved };
  } catch (error) {
    const message = intent === "clear" ? messages.wishlist.clearFailed : messages.wishlist.removeFailed;
    return actionFailure(error, { message, unexpected: { message, logger, context: { intent } } });
  }
}

export default function Wishlist({ loaderData, actionData }: Route.ComponentProps) {
  return <WishlistPage failed={loaderData.failed} items={loaderData.items} result={actionData} />;
}
