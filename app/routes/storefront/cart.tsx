import { checkoutPath, guestCheckoutPath } from "#common/paths";
import { answersFromForm } from "#common/customization-choice";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import { addToCart } from "#server/modules/cart/add-to-cart";
import { loadCart } from "#server/modules/cart/cart.queries";
import { chooseShippingMethod } from "#server/modules/cart/choose-shipping-method";
import { applyPromoCode, removePromoCode } from "#server/modules/cart/promo-code";
import { clearCart, removeFromCart } from "#server/modules/cart/remove-from-cart";
import { moveToCart, saveForLater } from "#server/modules/cart/save-for-later";
import { setCartQuantity } from "#server/modules/cart/set-cart-quantity";
import { data, redirect } from "react-router";
import { CartPage } from "~/components/cart/cart-page";
import type { CartActionResult } from "~/components/cart/cart-action-result";
import { newGuestCartHeaders } from "~/lib/cart.server";
import { languageOfPage } from "~/lib/locale";
import { cartPageTexts } from "#common/i18n/cart-page";
import { pageTextsFor } from "#common/i18n/catalogue";
import { pageMeta } from "~/lib/meta";
import { actionFailure } from "~/lib/action-failure.server";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) => {
  const page = pageTextsFor(cartPageTexts, languageOfPage(matches));
  return pageMeta(page.metaTitle, page.metaDescription, { noindex: true });
};

/**
 * A failure to read the cart shows the spec's message with a retry, never an empty cart. Rendered
 * whole on the server (no streaming), so the page works without JavaScript; the skeleton shows
 * while a client-side navigation loads it (root.tsx).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, cartOwner, logger } = ctx(context);
  try {
    return { cart: await loadCart(db, { owner: cartOwner }) };
  } catch (error) {
    logger.error({ err: error }, "cart load failed");
    return { cart: null };
  }
}

/**
 * A product card's buttons share one form per grid and name the product in the pressed button:
 * `add=<id>` (Add to Cart) or `buy=<id>` (Buy Now). Anything else is one of the intents below.
 */
function cardButton(form: FormData): { productId: string; buyNow: boolean } | null {
  for (const name of ["add", "buy"] as const) {
    const value = form.get(name);
    if (typeof value === "string") return { productId: value, buyNow: name === "buy" };
  }
  return null;
}

const failureMessages: Record<string, string> = {
  add: messages.cart.addFailed,
  update: messages.cart.updateFailed,
  remove: messages.cart.removeFailed,
  save: messages.cart.saveFailed,
  move: messages.cart.moveFailed,
  clear: messages.cart.clearFailed,
};

/**
 * Every cart change posts here with an `intent`: Add to Cart buttons across the site, and the cart
 * page's own forms. Works as a plain form post; with JavaScript the buttons read the JSON result.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const requestContext = ctx(context);
  const { db, cartOwner: owner, logger } = requestContext;
  const form = await request.formData();
  const card = cardButton(form);
  const intent = card ? "add" : String(form.get("intent") ?? "");
  const productId = card?.productId ?? String(form.get("productId") ?? "");
  // Which of the product's lines (its customization's key); absent for a product without one.
  const lineKey = String(form.get("lineKey") ?? "");
  const reply = (result: { ok: true; message: string }, init?: ResponseInit) =>
    data<CartActionResult>({ ...result, intent, productId }, init);
  try {
    switch (intent) {
      case "add": {
        const result = await addToCart(db, {
          owner,
          productId,
          // A card names no quantity: the server adds the product's minimum order.
          ...(card ? {} : { quantity: form.get("quantity") }),
          customization: answersFromForm(form.entries()),
        });
        const message =
          form.get("source") === "bulk"
            ? messages.cart.addedUnits(result.added, result.productName)
            : messages.cart.added(result.added, result.productName);
        const headers = newGuestCartHeaders(requestContext, result);
        // Buy Now: straight on to checkout (a guest chooses there between signing in and a guest checkout).
        if (card?.buyNow || form.get("then") === "checkout")
          return redirect(requestContext.actor ? checkoutPath : guestCheckoutPath, { headers });
        return reply({ ok: true, message }, { headers });
      }
      case "update":
        await setCartQuantity(db, { owner, productId, lineKey, quantity: form.get("quantity") });
        return reply({ ok: true, message: messages.cart.updated });
      case "remove":
        await removeFromCart(db, { owner, productId, lineKey });
        return reply({ ok: true, message: messages.cart.removed });
      case "save":
        await saveForLater(db, { owner, productId, lineKey });
        return reply({ ok: true, message: messages.cart.savedForLater });
      case "move":
        await moveToCart(db, { owner, productId, lineKey });
        return reply({ ok: true, message: messages.cart.movedToCart });
      case "clear":
        await clearCart(db, { owner });
        return reply({ ok: true, message: messages.cart.cleared });
      case "apply-promo":
        await applyPromoCode(db, { owner, code: form.get("promoCode") });
        return reply({ ok: true, message: messages.cart.promoApplied });
      case "remove-promo":
        await removePromoCode(db, { owner });
        return reply({ ok: true, message: messages.cart.promoRemoved });
      case "shipping":
        await chooseShippingMethod(db, { owner, code: form.get("shippingMethod") });
        return reply({ ok: true, message: messages.cart.shippingChosen });
      default:
        throw new AppError("VALIDATION", { message: messages.cart.updateFailed });
    }
  } catch (error) {
    return actionFailure(error, {
      extra: { intent, productId },
      unexpected: {
        message: failureMessages[intent] ?? messages.cart.updateFailed,
        logger,
        context: { intent, productId },
      },
    });
  }
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage cart={loaderData.cart} result={actionData} />;
}
