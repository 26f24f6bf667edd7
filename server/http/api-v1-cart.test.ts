import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { createProduct } from "../../tests/catalog-factories";
import { createCustomizableProduct } from "../../tests/customization-factories";
import { guestApi } from "../../tests/api-harness";
import { actorFor, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";

const t = useTestDatabase();

const jsonInit = (method: string, body: unknown, cookie?: string): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

/** "sab_cart=…" from a Set-Cookie header, as a browser would send it back. */
function cartCookieFrom(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const cookie = header.split(";")[0]!;
  expect(cookie).toMatch(/^sab_cart=cart_[\w-]+\.[\w-]+$/);
  expect(header).toContain("HttpOnly");
  return cookie;
}

describe("/api/v1/cart", () => {
  it("gives a guest a cart by signed cookie on the first add, prices it on the server and ignores a sent price", async () => {
    const api = guestApi(t.db);
    const product = await createProduct(t.db, { price: 1_000_000, stockQuantity: 20 });
    const added = await api.request(
      "/api/v1/cart/items",
      jsonInit("POST", { productId: product.id, quantity: 5, price: 1, unitPrice: 1, total: 1 }),
    );
    expect(added.status).toBe(201);
    const cookie = cartCookieFrom(added);
    const { cart } = await added.json();
    expect(cart.items[0]).toMatchObject({
      productId: product.id,
      quantity: 5,
      unitPrice: 950_000,
      lineTotal: 4_750_000,
    });
    expect(cart.pricing.total).toBe(4_987_500);

    const again = await api.request("/api/v1/cart", { headers: { cookie } });
    expect((await again.json()).cart.items).toHaveLength(1);
    // Without the cookie, or with an edited one, the guest has no cart.
    expect((await (await api.request("/api/v1/cart")).json()).cart.items).toEqual([]);
    const forged = cookie.replace(/\.[\w-]+$/, ".forged");
    expect(
      (await (await api.request("/api/v1/cart", { headers: { cookie: forged } })).json()).cart.items,
    ).toEqual([]);
  });

  it("answers bad input with 400 and the message, and unknown products with 404", async () => {
    const api = guestApi(t.db, { actor: actorFor(await createUser(t.db)) });
    const product = await createProduct(t.db, { stockQuantity: 3 });
    const cases: [unknown, number, string][] = [
      [{ productId: product.id, quantity: 0 }, 400, messages.cart.quantityAtLeastOne],
      [{ productId: product.id, quantity: "lots" }, 400, messages.cart.quantityNotWhole],
      [{ productId: product.id, quantity: 1e12 }, 400, messages.cart.quantityTooLarge("1,000,000")],
      [{ productId: product.id, quantity: 4 }, 409, messages.cart.notEnoughStock],
      [{ productId: "prd_nope", quantity: 1 }, 404, messages.cart.productNotFound],
      [[1, 2], 400, "Send a JSON object body."],
    ];
    for (const [body, status, message] of cases) {
      const response = await api.request("/api/v1/cart/items", jsonInit("POST", body));
      expect(response.status).toBe(status);
      expect((await response.json()).error.message).toBe(message);
    }
    const garbled = await api.request("/api/v1/cart/items", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(garbled.status).toBe(400);
    expect((await (await api.request("/api/v1/cart")).json()).cart.items).toEqual([]);
  });

  it("changes quantity, saves for later, moves back, applies shipping and removes for a signed-in user", async () => {
    const api = guestApi(t.db, { actor: actorFor(await createUser(t.db)) });
    const product = await createProduct(t.db, { stockQuantity: 10 });
    expect(
      (
        await api.request("/api/v1/cart/items", jsonInit("POST", { productId: product.id, quantity: 1 }))
      ).headers.get("set-cookie"),
    ).toBeNull();

    const patched = await api.request(
      `/api/v1/cart/items/${product.id}`,
      jsonInit("PATCH", { quantity: 11 }),
    );
    expect(patched.status).toBe(409);
    expect((await patched.json()).error.message).toBe("Only 10 items in stock");
    expect(
      (
        await (
          await api.request(`/api/v1/cart/items/${product.id}`, jsonInit("PATCH", { quantity: 4 }))
        ).json()
      ).cart.items[0].quantity,
    ).toBe(4);

    const saved = await (
      await api.request(`/api/v1/cart/items/${product.id}/save-for-later`, { method: "POST" })
    ).json();
    expect([saved.cart.items.length, saved.cart.saved.length]).toEqual([0, 1]);
    const moved = await (
      await api.request(`/api/v1/cart/saved/${product.id}/move-to-cart`, { method: "POST" })
    ).json();
    expect(moved.cart.items[0].quantity).toBe(4);

    const express = await (
      await api.request("/api/v1/cart/shipping-method", jsonInit("PUT", { code: "express" }))
    ).json();
    expect(express.cart).toMatchObject({ shippingMethod: "express", pricing: { shipping: 150_000 } });
    const badCode = await api.request("/api/v1/cart/promo-code", jsonInit("PUT", { code: "FREEMONEY" }));
    expect(badCode.status).toBe(400);
    expect((await badCode.json()).error.fieldErrors).toEqual({ promoCode: messages.cart.promoInvalid });

    expect((await api.request(`/api/v1/cart/items/${product.id}`, { method: "DELETE" })).status).toBe(200);
    const missing = await api.request(`/api/v1/cart/items/${product.id}`, { method: "DELETE" });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(messages.cart.itemNotFound);
  });

  it("merges a guest's cart into the user's on their first signed-in call", async () => {
    const user = await createUser(t.db);
    const product = await createProduct(t.db);
    const added = await guestApi(t.db).request(
      "/api/v1/cart/items",
      jsonInit("POST", { productId: product.id, quantity: 2 }),
    );
    const cookie = cartCookieFrom(added);
    const signedIn = guestApi(t.db, { actor: actorFor(user) });
    const { cart } = await (await signedIn.request("/api/v1/cart", { headers: { cookie } })).json();
    expect(
      cart.items.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity]),
    ).toEqual([[product.id, 2]]);
    // The guest cart is gone: the old cookie now reaches nothing.
    expect(
      (await (await guestApi(t.db).request("/api/v1/cart", { headers: { cookie } })).json()).cart.items,
    ).toEqual([]);
  });

  it("adds a customized line from the same answers the form sends, and answers each line's choice with its per-unit extra", async () => {
    const api = guestApi(t.db, { actor: actorFor(await createUser(t.db)) });
    const { product, colour, logo, engraving, indigo } = await createCustomizableProduct(t.db);
    const add = (body: object) => api.request("/api/v1/cart/items", jsonInit("POST", body));
    const plain = await add({ productId: product.id, quantity: 10 });
    expect(plain.status).toBe(201);
    const added = await add({
      productId: product.id,
      quantity: 10,
      // A sent price is never read.
      unitPrice: 1,
      customization: { [colour.id]: indigo.id, [logo.id]: "on", [engraving.id]: "ADA" },
    });
    expect(added.status).toBe(201);
    const { cart } = await added.json();
    expect(cart.items).toHaveLength(2);
    const custom = cart.items.find((line: { lineKey: string }) => line.lineKey !== "");
    expect([...custom.customization].sort((a, b) => a.optionName.localeCompare(b.optionName))).toEqual([
      { optionName: "Colour", shown: "Indigo", perUnit: 30_000, setupCost: 0 },
      { optionName: "Engraving", shown: "ADA", perUnit: 20_000, setupCost: 0 },
      { optionName: "Logo printing", shown: "Logo printing", perUnit: 50_000, setupCost: 1_000_000 },
    ]);
    // Extras per unit plus the set-up cost spread over the 10 units, on top of the 5% tier price.
    expect(custom.customizationUnitCost).toBe(30_000 + 20_000 + 50_000 + 100_000);
    expect(custom.unitPrice).toBe(950_000 + 200_000);
    const plainLine = cart.items.find((line: { lineKey: string }) => line.lineKey === "");
    expect(plainLine).toMatchObject({ customization: [], customizationUnitCost: 0, unitPrice: 950_000 });
  });

  it("changes, saves and removes one of a product's lines by its lineKey, leaving the product's other line alone", async () => {
    const api = guestApi(t.db, { actor: actorFor(await createUser(t.db)) });
    const { product, colour, indigo } = await createCustomizableProduct(t.db);
    const add = (body: object) => api.request("/api/v1/cart/items", jsonInit("POST", body));
    await add({ productId: product.id, quantity: 10 });
    const { cart } = await (
      await add({ productId: product.id, quantity: 10, customization: { [colour.id]: indigo.id } })
    ).json();
    const custom = cart.items.find((line: { lineKey: string }) => line.lineKey !== "");
    const line = (key: string) => `/api/v1/cart/items/${product.id}?lineKey=${encodeURIComponent(key)}`;
    const quantities = async () =>
      Object.fromEntries(
        (
          (await (await api.request("/api/v1/cart")).json()).cart.items as {
            lineKey: string;
            quantity: number;
          }[]
        ).map((item) => [item.lineKey, item.quantity]),
      );

    expect((await api.request(line(custom.lineKey), jsonInit("PATCH", { quantity: 12 }))).status).toBe(200);
    expect(await quantities()).toEqual({ "": 10, [custom.lineKey]: 12 });
    // Without a lineKey the request means the product's plain line, as before.
    expect(
      (await api.request(`/api/v1/cart/items/${product.id}`, jsonInit("PATCH", { quantity: 11 }))).status,
    ).toBe(200);
    expect(await quantities()).toEqual({ "": 11, [custom.lineKey]: 12 });

    expect(
      (await api.request(`${line(custom.lineKey).replace("?", "/save-for-later?")}`, { method: "POST" }))
        .status,
    ).toBe(200);
    expect(await quantities()).toEqual({ "": 11 });
    const saved = `/api/v1/cart/saved/${product.id}/move-to-cart?lineKey=${encodeURIComponent(custom.lineKey)}`;
    expect((await api.request(saved, { method: "POST" })).status).toBe(200);
    expect(await quantities()).toEqual({ "": 11, [custom.lineKey]: 12 });

    expect((await api.request(line(custom.lineKey), { method: "DELETE" })).status).toBe(200);
    expect(await quantities()).toEqual({ "": 11 });
    expect((await api.request(line("no-such-line"), { method: "DELETE" })).status).toBe(404);
  });

  it("refuses a customization answer it cannot judge with a 400 naming the field, and adds nothing", async () => {
    const api = guestApi(t.db, { actor: actorFor(await createUser(t.db)) });
    const { product, logo, engraving } = await createCustomizableProduct(t.db);
    const cases: [unknown, Record<string, string>][] = [
      [
        { [engraving.id]: "MUCH TOO LONG" },
        { [`customization.${engraving.id}`]: messages.customizationChoice.tooLong("Engraving", 10) },
      ],
      [
        { [logo.id]: "on" },
        { [`customization.${logo.id}`]: messages.customizationChoice.belowMinimum("Logo printing", 10) },
      ],
      [{ opt_elsewhere: "on" }, { "customization.opt_elsewhere": messages.customizationChoice.notOffered }],
      [["on"], { customization: messages.customizationChoice.notAnObject }],
      [{ [logo.id]: true }, { customization: messages.customizationChoice.notAnObject }],
    ];
    for (const [customization, fieldErrors] of cases) {
      const response = await api.request(
        "/api/v1/cart/items",
        jsonInit("POST", { productId: product.id, quantity: 2, customization }),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error.fieldErrors).toEqual(fieldErrors);
    }
    expect((await (await api.request("/api/v1/cart")).json()).cart.items).toEqual([]);
  });
});
