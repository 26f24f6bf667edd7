import type { CustomizationAnswers } from "#common/customization-choice";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import { Hono, type Context } from "hono";
import { addToCart } from "#server/modules/cart/add-to-cart";
import type { CartOwner } from "#server/modules/cart/cart-owner";
import { loadCart } from "#server/modules/cart/cart.queries";
import { chooseShippingMethod } from "#server/modules/cart/choose-shipping-method";
import { guestCartCookie } from "#server/modules/cart/guest-cart-cookie";
import { applyPromoCode, removePromoCode } from "#server/modules/cart/promo-code";
import { clearCart, removeFromCart } from "#server/modules/cart/remove-from-cart";
import { moveToCart, saveForLater } from "#server/modules/cart/save-for-later";
import { setCartQuantity } from "#server/modules/cart/set-cart-quantity";
import type { HonoEnv } from "./hono-env";
import { jsonBody } from "./json-body";

type CartContext = Context<HonoEnv>;

/**
 * A JSON body's `customization` as the cart reads the form's: option id → answer. Anything that is
 * not an object of strings is refused, never ignored, so a client learns its mistake.
 */
function customizationAnswers(value: unknown): CustomizationAnswers {
  if (value === undefined || value === null) return {};
  if (
    typeof value !== "object" ||
    Array.isArray(value) ||
    Object.values(value).some((answer) => typeof answer !== "string")
  )
    throw new AppError("VALIDATION", {
      message: messages.customizationChoice.notAnObject,
      fieldErrors: { customization: messages.customizationChoice.notAnObject },
    });
  return value as CustomizationAnswers;
}

/**
 * Which of a product's lines a call means: the `lineKey` query parameter, as each line of the cart
 * answers it ('' or absent for the line without customization).
 */
function lineKeyOf(c: CartContext): string {
  return c.req.query("lineKey") ?? "";
}

/** Every cart call answers with the whole priced cart, so a client never prices anything itself. */
async function cartResponse(
  c: CartContext,
  { status = 200, owner = c.get("cartOwner") }: { status?: 200 | 201; owner?: CartOwner } = {},
) {
  return c.json({ cart: await loadCart(c.get("services").db, { owner }) }, status);
}

/**
 * /api/v1/cart: the caller's cart (the session's, or a guest's from the signed cart cookie, which
 * the first add sets). Same rules and messages as the cart page; nothing here trusts a price.
 */
export function cartApi() {
  const api = new Hono<HonoEnv>();
  const services = (c: CartContext) => c.get("services");
  const owner = (c: CartContext) => c.get("cartOwner");

  api.get("/", (c) => cartResponse(c));

  api.post("/items", async (c) => {
    const body = await jsonBody(c);
    const result = await addToCart(services(c).db, {
      owner: owner(c),
      productId: String(body.productId ?? ""),
      quantity: body.quantity,
      customization: customizationAnswers(body.customization),
    });
    const { env } = services(c);
    if (!result.createdCart) return cartResponse(c, { status: 201 });
    c.header(
      "Set-Cookie",
      guestCartCookie(result.cartId, { secret: env.AUTH_SECRET, secure: env.APP_URL.startsWith("https://") }),
    );
    return cartResponse(c, { status: 201, owner: { kind: "guest", cartId: result.cartId } });
  });

  api.patch("/items/:productId", async (c) => {
    const body = await jsonBody(c);
    await setCartQuantity(services(c).db, {
      owner: owner(c),
      productId: c.req.param("productId"),
      lineKey: lineKeyOf(c),
      quantity: body.quantity,
    });
    return cartResponse(c);
  });

  api.delete("/items/:productId", async (c) => {
    await removeFromCart(services(c).db, {
      owner: owner(c),
      productId: c.req.param("productId"),
      lineKey: lineKeyOf(c),
    });
    return cartResponse(c);
  });

  api.delete("/items", async (c) => {
    await clearCart(services(c).db, { owner: owner(c) });
    return cartResponse(c);
  });

  api.post("/items/:productId/save-for-later", async (c) => {
    await saveForLater(services(c).db, {
      owner: owner(c),
      productId: c.req.param("productId"),
      lineKey: lineKeyOf(c),
    });
    return cartResponse(c);
  });

  api.post("/saved/:productId/move-to-cart", async (c) => {
    await moveToCart(services(c).db, {
      owner: owner(c),
      productId: c.req.param("productId"),
      lineKey: lineKeyOf(c),
    });
    return cartResponse(c);
  });

  api.put("/promo-code", async (c) => {
    const body = await jsonBody(c);
    await applyPromoCode(services(c).db, { owner: owner(c), code: body.code });
    return cartResponse(c);
  });

  api.delete("/promo-code", async (c) => {
    await removePromoCode(services(c).db, { owner: owner(c) });
    return cartResponse(c);
  });

  api.put("/shipping-method", async (c) => {
    const body = await jsonBody(c);
    await chooseShippingMethod(services(c).db, { owner: owner(c), code: body.code });
    return cartResponse(c);
  });

  return api;
}
