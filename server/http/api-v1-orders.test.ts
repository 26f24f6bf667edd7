import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { maxUploadBytes } from "#common/request-limits";
import { checkoutMessages } from "#common/schemas/checkout";
import { carts } from "#db/schema";
import { eq } from "drizzle-orm";
import { createProduct } from "../../tests/catalog-factories";
import { guestApi } from "../../tests/api-harness";
import { shippingDetails } from "../../tests/commerce-factories";
import { actorFor, createUser } from "../../tests/factories";
import { memoryStore } from "../../tests/memory-media";
import { useTestDatabase } from "../../tests/setup/database";

const t = useTestDatabase();

const json = (method: string, body: unknown, cookie?: string): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

/** The payment step as the checkout page's form sends it: its fields and the purchase-order document. */
const paymentForm = (fields: Record<string, string>, document: File): RequestInit => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("poDocument", document);
  return { method: "PUT", body: form };
};
const pdf = (extraBytes = 0) =>
  new File([new TextEncoder().encode("%PDF-1.7\n"), new Uint8Array(extraBytes)], "po-4471.pdf", {
    type: "application/pdf",
  });
const purchaseOrder = { paymentMethod: "purchase_order", poNumber: "PO-4471" };
const purchaseOrderFileMessage = "Upload the purchase order as a PDF, DOC or DOCX file of at most 10 MB.";

/** A signed-in buyer with one product in the cart and the steps before payment saved, through the API. */
async function buyerAtPayment(media: ReturnType<typeof memoryStore>) {
  const user = await createUser(t.db);
  const api = guestApi(t.db, { actor: actorFor(user), media });
  const product = await createProduct(t.db, { price: 200_000, stockQuantity: 5 });
  await api.request("/api/v1/cart/items", json("POST", { productId: product.id, quantity: 1 }));
  await api.request("/api/v1/checkout/shipping", json("PUT", shippingDetails));
  await api.request("/api/v1/checkout/business", json("PUT", { buyerType: "personal", termsAccepted: true }));
  // Priced for the address given (its country's VAT), as the client reviews it.
  const { cart } = await (await api.request("/api/v1/cart")).json();
  const checkoutDetails = async () =>
    (await t.db.select({ details: carts.checkoutDetails }).from(carts).where(eq(carts.userId, user.id)))[0]
      ?.details;
  return { api, total: cart.pricing.total as number, checkoutDetails };
}

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
    // ₦4,000 of goods: 5% VAT while the cart had no address, Nigeria's 7.5% once it ships to Lagos.
    expect(cart.pricing.total).toBe(420_000);
    const reviewed = (await (await api.request("/api/v1/cart")).json()).cart.pricing.total;
    expect(reviewed).toBe(430_000);
    const tampered = await api.request("/api/v1/orders", json("POST", { expectedTotal: 1 }));
    expect(tampered.status).toBe(409);
    const placed = await api.request("/api/v1/orders", json("POST", { expectedTotal: reviewed }));
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    expect(order).toMatchObject({
      totalAmount: reviewed,
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
    // The total to confirm is the one priced for the address (its country's VAT), read after the steps.
    const reviewed = await (await api.request("/api/v1/cart", { headers: { cookie } })).json();
    const { order } = await (
      await api.request(
        "/api/v1/orders",
        json("POST", { expectedTotal: reviewed.cart.pricing.total }, cookie),
      )
    ).json();
    expect(order.nextUrl).toMatch(
      /^http:\/\/localhost:3000\/payments\/sandbox\/pay-[0-9a-f]{24}\?return=%2Forder-tracking%2F/,
    );
    expect((await api.request(`/api/v1/orders/${order.orderId}`)).status).toBe(404);
    expect((await api.request(`/api/v1/orders/${order.orderId}?token=${order.guestToken}`)).status).toBe(200);
    expect((await api.request("/api/v1/orders")).status).toBe(401);
  });

  it("pays by purchase order with the document sent as a multipart payment step, and the order carries it", async () => {
    const media = memoryStore();
    const { api, total } = await buyerAtPayment(media);

    const saved = await api.request("/api/v1/checkout/payment", paymentForm(purchaseOrder, pdf()));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ step: "payment", saved: { paymentMethod: "purchase_order" } });
    const placed = await api.request("/api/v1/orders", json("POST", { expectedTotal: total }));
    expect(placed.status).toBe(201);
    const { order } = await placed.json();

    expect((await (await api.request(`/api/v1/orders/${order.orderId}`)).json()).order).toMatchObject({
      paymentMethod: "purchase_order",
      purchaseOrderNumber: "PO-4471",
      hasPurchaseOrderFile: true,
    });
    expect([...media.files.keys()]).toEqual([expect.stringMatching(/^purchase-orders\/[0-9a-f]+\.pdf$/)]);
  });

  it("refuses a purchase-order document that is too big or not a PDF, DOC or DOCX, as the page does, and saves nothing", async () => {
    const media = memoryStore();
    const { api, checkoutDetails } = await buyerAtPayment(media);
    const notADocument = new File(["<script>alert(1)</script>"], "po.pdf", { type: "application/pdf" });

    for (const document of [pdf(maxUploadBytes), notADocument]) {
      const refused = await api.request("/api/v1/checkout/payment", paymentForm(purchaseOrder, document));
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fieldErrors).toEqual({ poDocument: purchaseOrderFileMessage });
    }
    expect(media.files.size).toBe(0);
    expect(await checkoutDetails()).not.toHaveProperty("payment");
    expect(await checkoutDetails()).not.toHaveProperty("purchaseOrder");
  });

  it("takes a multipart form on the payment step only", async () => {
    const { api, checkoutDetails } = await buyerAtPayment(memoryStore());
    const form = new FormData();
    for (const [name, value] of Object.entries(shippingDetails)) form.set(name, String(value));
    const refused = await api.request("/api/v1/checkout/shipping", { method: "PUT", body: form });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(messages.checkoutApi.multipartPaymentStepOnly);
    expect((await checkoutDetails())?.shipping).toMatchObject({ firstName: shippingDetails.firstName });
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
