import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { checkoutMessages } from "#common/schemas/checkout";
import { carts } from "#db/schema";
import { eq } from "drizzle-orm";
import { createProduct } from "../../tests/catalog-factories";
import { guestApi } from "../../tests/api-harness";
import { shippingDetails } from "../../tests/commerce-factories";
import { actorFor, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";

const t = useTestDatabase();

const json = (method: string, body: unknown, cookie?: string): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

describe("/api/v1 checkout and orders", () => {
  it("takes a signed-in buyer from cart to a placed order, lists it, shows it and cancels it", async () => {
    const user = await createUser(t.db);
    const api = guestApi(t.db, { actor: actorFor(user) });
    const product = await createProduct(t.db, { price: 200_000, stockQuantity: 5 });
    const { cart } = await (
      await api.request("/api/v1/cart/items", json("POST", { productId: product.id, quantity: 2 }))
    ).json();

    const badStep = await api.request(
      "/api/v1/checkout/shipping",
      json("PUT", { ...shippingDetails, firstName: "" }),
    );
    expect(badStep.status).toBe(400);
    expect((await badStep.json()).error.fieldErrors).toMatchObject({ firstName: checkoutMessages.firstName });
    expect((await api.request("/api/v1/checkout/shipping", json("PUT", shippingDetails))).status).toBe(200);
    expect(
      (
        await api.request(
          "/api/v1/checkout/business",
          json("PUT", { buyerType: "personal", termsAccepted: true }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await api.request("/api/v1/checkout/payment", json("PUT", { paymentMethod: "bank_transfer" }))).status,
    ).toBe(200);

    // Without the total the client reviewed, nothing is charged whatever the price has become.
    for (const body of [{}, { expectedTotal: "" }, { expectedTotal: "a lot" }, { expectedTotal: 12.5 }]) {
      const unreviewed = await api.request("/api/v1/orders", json("POST", body));
      expect(unreviewed.status).toBe(400);
      expect((await unreviewed.json()).error.fieldErrors).toEqual({
        expectedTotal: messages.payments.expectedTotalRequired,
      });
    }
    expect((await (await api.request("/api/v1/cart")).json()).cart.pricing.total).toBe(cart.pricing.total);
    const tampered = await api.request("/api/v1/orders", json("POST", { expectedTotal: 1 }));
    expect(tampered.status).toBe(409);
    const placed = await api.request("/api/v1/orders", json("POST", { expectedTotal: cart.pricing.total }));
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    expect(order).toMatchObject({
      totalAmount: cart.pricing.total,
      guestToken: null,
      nextUrl: `/order-success?order=${order.orderId}`,
    });

    expect((await (await api.request("/api/v1/orders")).json()).rows).toMatchObject([
      { orderNumber: order.orderNumber },
    ]);
    expect((await (await api.request(`/api/v1/orders/${order.orderId}`)).json()).order).toMatchObject({
      orderNumber: order.orderNumber,
      status: "pending",
    });
    expect(
      (
        await guestApi(t.db, { actor: actorFor(await createUser(t.db)) }).request(
          `/api/v1/orders/${order.orderId}`,
        )
      ).status,
    ).toBe(404);
    expect(
      await (await api.request(`/api/v1/orders/${order.orderId}/cancel`, { method: "POST" })).json(),
    ).toEqual({ status: "cancelled", cancelledParts: 1 });
  });

  it("lets a guest place an order with the cart cookie and read it back with the returned token only", async () => {
    const api = guestApi(t.db);
    const product = await createProduct(t.db);
    const added = await api.request(
      "/api/v1/cart/items",
      json("POST", { productId: product.id, quantity: 1 }),
    );
    const cookie = (added.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect((await api.request("/api/v1/checkout/business", json("PUT", {}, cookie))).status).toBe(404);
    await api.request("/api/v1/checkout/shipping", json("PUT", shippingDetails, cookie));
    await api.request("/api/v1/checkout/payment", json("PUT", { paymentMethod: "card" }, cookie));
    const { order } = await (
      await api.request(
        "/api/v1/orders",
        json("POST", { expectedTotal: (await added.json()).cart.pricing.total }, cookie),
      )
    ).json();
    expect(order.nextUrl).toMatch(
      /^http:\/\/localhost:3000\/payments\/sandbox\/pay-[0-9a-f]{24}\?return=%2Forder-tracking%2F/,
    );
    expect((await api.request(`/api/v1/orders/${order.orderId}`)).status).toBe(404);
    expect((await api.request(`/api/v1/orders/${order.orderId}?token=${order.guestToken}`)).status).toBe(200);
    expect((await api.request("/api/v1/orders")).status).toBe(401);
  });

  it("saves the shipping step with the shipping method it names, as the checkout page does, or neither", async () => {
    const user = await createUser(t.db);
    const api = guestApi(t.db, { actor: actorFor(user) });
    const product = await createProduct(t.db, { price: 200_000, stockQuantity: 5 });
    await api.request("/api/v1/cart/items", json("POST", { productId: product.id, quantity: 1 }));
    const savedShipping = async () =>
      (await t.db.select({ details: carts.checkoutDetails }).from(carts).where(eq(carts.userId, user.id)))[0]
        ?.details.shipping;

    const refused = await api.request(
      "/api/v1/checkout/shipping",
      json("PUT", { ...shippingDetails, shippingMethod: "teleport" }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fieldErrors).toEqual({
      shippingMethod: messages.cart.shippingUnavailable,
    });
    expect(await savedShipping()).toBeUndefined();

    const saved = await api.request(
      "/api/v1/checkout/shipping",
      json("PUT", { ...shippingDetails, shippingMethod: "express" }),
    );
    expect(saved.status).toBe(200);
    expect(await savedShipping()).toMatchObject({ firstName: shippingDetails.firstName });
    expect((await (await api.request("/api/v1/cart")).json()).cart.shippingMethod).toBe("express");
  });
});
