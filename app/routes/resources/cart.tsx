import { cartPreviewLimit, loadCart } from "#server/modules/cart/cart.queries";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/cart";

export type CartPreview = Awaited<ReturnType<typeof loader>>;

/** The floating cart panel: the first 4 items with their unit price and line total, how many more, and the subtotal. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, cartOwner } = ctx(context);
  const cart = await loadCart(db, { owner: cartOwner });
  return {
    items: cart.items
      .slice(0, cartPreviewLimit)
      .map(
        ({
          productId,
          lineKey,
          quote,
          name,
          imageKey,
          quantity,
          unitPrice,
          lineTotal,
          currency,
          customization,
        }) => ({
          productId,
          lineKey,
          quoteId: quote?.id ?? null,
          customization: customization.map(({ optionName, shown }) => ({ optionName, shown })),
          name,
          imageKey,
          quantity,
          // The unit price the server priced the line at (tier, business price, customization, quote).
          unitPrice,
          lineTotal,
          currency,
        }),
      ),
    count: cart.items.length,
    moreCount: Math.max(0, cart.items.length - cartPreviewLimit),
    subtotal: cart.pricing.subtotal,
  };
}
