import { Hono, type Context } from "hono";
import { z } from "zod";
import { messages } from "#common/messages";
import { pageParam } from "#common/paging";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { checkoutModeFor, type DetailsStep, isDetailsStepOf } from "#common/checkout-steps";
import { completeCheckout } from "#server/flows/complete-checkout";
import { submitCheckoutStep } from "#server/flows/submit-checkout-step";
import { cancelOrder } from "#server/flows/cancel-order";
import { getOrderDetail, listBuyerOrders, type OrderViewer } from "#server/modules/orders/orders.queries";
import { hostedCheckoutFor } from "#server/modules/payments/hosted-checkout";
import { jsonBody } from "./json-body";
import type { HonoEnv } from "./hono-env";

type OrdersContext = Context<HonoEnv>;

/**
 * An API client places an order for the total it reviewed (minor units): it is compared with the
 * order's, never charged, so a client that sends none is refused rather than charged whatever the
 * cart costs by then. The checkout page always sends the total it showed.
 */
const placeOrderBody = z.object({
  expectedTotal: z
    .number({ error: messages.payments.expectedTotalRequired })
    .int(messages.payments.expectedTotalRequired)
    .nonnegative(messages.payments.expectedTotalRequired),
});

/**
 * A checkout step's fields as a JSON object. The payment step also takes a multipart form with the same
 * fields and the purchase-order document, so a client paying by purchase order sends both at once, as
 * the checkout page does (the document in the page's field, poDocument); the document is then checked
 * and counted like the page's upload.
 */
async function checkoutStepBody(c: OrdersContext, step: DetailsStep) {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "multipart/form-data") return { input: await jsonBody(c) };
  if (step !== "payment")
    throw new AppError("VALIDATION", { message: messages.checkoutApi.multipartPaymentStepOnly });
  const form = await c.req.raw.formData().catch(() => {
    throw new AppError("VALIDATION", { message: messages.errors.unreadableForm });
  });
  const input = Object.fromEntries(
    [...form].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
  );
  const file = form.get("poDocument");
  const purchaseOrder =
    file instanceof File ? { file, media: c.get("services").media, client: c.get("client") } : undefined;
  return { input, purchaseOrder };
}

function signedIn(c: OrdersContext) {
  const actor = c.get("actor");
  if (!actor) throw new AppError("UNAUTHENTICATED");
  return actor;
}

/**
 * /api/v1/checkout and /api/v1/orders: the same steps, placement and order rules as the pages. A
 * guest's order is read with the token returned when it was placed.
 */
export function ordersApi() {
  const api = new Hono<HonoEnv>();

  api.put("/checkout/:step", async (c) => {
    const step = c.req.param("step");
    if (!isDetailsStepOf(checkoutModeFor(!!c.get("actor")), step)) throw new AppError("NOT_FOUND");
    const saved = await submitCheckoutStep(c.get("services").db, {
      owner: c.get("cartOwner"),
      step,
      ...(await checkoutStepBody(c, step)),
    });
    return c.json({ step, saved });
  });

  api.post("/orders", async (c) => {
    const { db, mailer, env, logger } = c.get("services");
    const body = parseInput(placeOrderBody, await jsonBody(c));
    const placed = await completeCheckout(db, {
      owner: c.get("cartOwner"),
      actor: c.get("actor"),
      expectedTotal: body.expectedTotal,
      mailer,
      appUrl: env.APP_URL,
      secret: env.AUTH_SECRET,
      checkout: () => hostedCheckoutFor(env),
      logger,
    });
    return c.json({ order: placed }, 201);
  });

  api.get("/orders", async (c) => {
    const actor = signedIn(c);
    return c.json(
      await listBuyerOrders(c.get("services").db, {
        userId: actor.userId,
        page: pageParam(c.req.query("page")),
      }),
    );
  });

  api.get("/orders/:id", async (c) => {
    const token = c.req.query("token");
    const actor = c.get("actor");
    const viewer: OrderViewer | null = token
      ? { kind: "guest-link", token }
      : actor
        ? { kind: "buyer", userId: actor.userId }
        : null;
    const detail = viewer
      ? await getOrderDetail(c.get("services").db, { orderId: c.req.param("id"), viewer })
      : null;
    if (!detail) throw new AppError("NOT_FOUND", { message: "Order not found" });
    return c.json(detail);
  });

  api.post("/orders/:id/cancel", async (c) => {
    const actor = signedIn(c);
    return c.json(
      await cancelOrder(c.get("services").db, { userId: actor.userId, orderId: c.req.param("id") }),
    );
  });

  return api;
}
