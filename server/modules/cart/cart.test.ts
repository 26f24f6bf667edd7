import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { cartItems, carts, products, promotions, vendors } from "#db/schema";
import { newId } from "#server/lib/ids";
import { eq } from "drizzle-orm";
import { createProduct } from "../../../tests/catalog-factories";
import { shippingDetails } from "../../../tests/commerce-factories";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { saveCheckoutStep } from "../checkout/save-checkout-step";
import { updatePlatformSettings } from "../settings/update-settings";
import { addToCart } from "./add-to-cart";
import type { CartOwner } from "./cart-owner";
import { countCartLines, loadCart } from "./cart.queries";
import { chooseShippingMethod } from "./choose-shipping-method";
import { mergeGuestCart } from "./merge-guest-cart";
import { applyPromoCode, removePromoCode } from "./promo-code";
import { clearCart, removeFromCart } from "./remove-from-cart";
import { moveToCart, saveForLater } from "./save-for-later";
import { setCartQuantity } from "./set-cart-quantity";

const t = useTestDatabase();

async function userOwner(): Promise<CartOwner> {
  return { kind: "user", userId: (await createUser(t.db)).id };
}

async function createPromotion(overrides: Partial<typeof promotions.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(promotions)
    .values({
      id: newId("pro"),
      code: "WELCOME10",
      description: "10% off your order",
      kind: "percent",
      value: 10,
      ...overrides,
    })
    .returning();
  return row!;
}

describe("adding to the cart", () => {
  it("creates the cart, sums repeated adds into one line and prices it by the ladder", async () => {
    const owner = await userOwner();
    const product = await createProduct(t.db, { price: 1_000_000, stockQuantity: 50 });
    await addToCart(t.db, { owner, productId: product.id, quantity: 2 });
    const second = await addToCart(t.db, { owner, productId: product.id, quantity: "3" });
    expect(second).toMatchObject({
      added: 3,
      lineQuantity: 5,
      productName: product.name,
      createdCart: false,
    });

    const cart = await loadCart(t.db, { owner });
    expect(cart.items).toHaveLength(1);
    // The platform ladder gives 5% from 5 units; VAT is 5% of the goods.
    expect(cart.items[0]).toMatchObject({
      quantity: 5,
      unitPrice: 950_000,
      lineTotal: 4_750_000,
      step: { minQuantity: 5, percentOff: 5 },
    });
    expect(cart.pricing).toMatchObject({
      units: 5,
      listSubtotal: 5_000_000,
      subtotal: 4_750_000,
      volumeSavings: 250_000,
      shipping: 0,
      tax: 237_500,
      total: 4_987_500,
    });
    expect(await countCartLines(t.db, { owner })).toBe(1);
  });

  it("gives a guest a new cart the first time, and keeps using it by id", async () => {
    const product = await createProduct(t.db);
    const first = await addToCart(t.db, {
      owner: { kind: "guest", cartId: null },
      productId: product.id,
      quantity: 1,
    });
    expect(first.createdCart).toBe(true);
    const guest: CartOwner = { kind: "guest", cartId: first.cartId };
    expect(await addToCart(t.db, { owner: guest, productId: product.id, quantity: 1 })).toMatchObject({
      cartId: first.cartId,
      createdCart: false,
      lineQuantity: 2,
    });
    expect((await loadCart(t.db, { owner: guest })).items[0]?.quantity).toBe(2);
  });

  it("refuses bad quantities with a message that says what is wrong, and writes nothing", async () => {
    const owner = await userOwner();
    const product = await createProduct(t.db);
    const cases: [unknown, string][] = [
      [0, messages.cart.quantityAtLeastOne],
      [-3, messages.cart.quantityAtLeastOne],
      ["abc", messages.cart.quantityNotWhole],
      ["2.5", messages.cart.quantityNotWhole],
      [null, messages.cart.quantityNotWhole],
      [5_000_000, messages.cart.quantityTooLarge("1,000,000")],
    ];
    for (const [quantity, message] of cases) {
      const error = await appErrorFrom(addToCart(t.db, { owner, productId: product.id, quantity }));
      expect(error).toMatchObject({ code: "VALIDATION", message, fieldErrors: { quantity: message } });
    }
    expect(await t.db.select().from(carts)).toEqual([]);
  });

  it("enforces the minimum order, the stock (summed with what is in the cart) and a product that is for sale", async () => {
    const owner = await userOwner();
    const bulk = await createProduct(t.db, { moq: 10, stockQuantity: 25 });
    expect((await appErrorFrom(addToCart(t.db, { owner, productId: bulk.id, quantity: 5 }))).message).toBe(
      "The minimum order for this product is 10 units",
    );
    await addToCart(t.db, { owner, productId: bulk.id, quantity: 20 });
    expect(await appErrorFrom(addToCart(t.db, { owner, productId: bulk.id, quantity: 10 }))).toMatchObject({
      code: "CONFLICT",
      message: messages.cart.notEnoughStock,
    });

    const soldOut = await createProduct(t.db, { stockQuantity: 0 });
    expect((await appErrorFrom(addToCart(t.db, { owner, productId: soldOut.id, quantity: 1 }))).message).toBe(
      messages.cart.outOfStock,
    );
    const hidden = await createProduct(t.db, { isActive: false });
    expect(await appErrorFrom(addToCart(t.db, { owner, productId: hidden.id, quantity: 1 }))).toMatchObject({
      code: "NOT_FOUND",
      message: messages.cart.productNotFound,
    });
    expect(
      await appErrorFrom(addToCart(t.db, { owner, productId: "prd_missing", quantity: 1 })),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect((await loadCart(t.db, { owner })).items.map((line) => [line.productId, line.quantity])).toEqual([
      [bulk.id, 20],
    ]);
  });
});

describe("changing the cart", () => {
  it("updates a quantity within the stock, and says how many are left when it does not fit", async () => {
    const owner = await userOwner();
    const product = await createProduct(t.db, { stockQuantity: 7 });
    await addToCart(t.db, { owner, productId: product.id, quantity: 1 });
    await setCartQuantity(t.db, { owner, productId: product.id, quantity: 6 });
    expect(
      await appErrorFrom(setCartQuantity(t.db, { owner, productId: product.id, quantity: 8 })),
    ).toMatchObject({ message: "Only 7 items in stock" });
    expect(
      (await appErrorFrom(setCartQuantity(t.db, { owner, productId: product.id, quantity: 0 }))).message,
    ).toBe(messages.cart.quantityAtLeastOne);
    expect((await loadCart(t.db, { owner })).items[0]?.quantity).toBe(6);

    const other = await createProduct(t.db);
    expect(
      await appErrorFrom(setCartQuantity(t.db, { owner, productId: other.id, quantity: 1 })),
    ).toMatchObject({ code: "NOT_FOUND", message: messages.cart.itemNotFound });
  });

  it("flags a line whose stock fell below its quantity after it was added", async () => {
    const owner = await userOwner();
    const product = await createProduct(t.db, { stockQuantity: 10 });
    await addToCart(t.db, { owner, productId: product.id, quantity: 8 });
    await t.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, product.id));
    expect((await loadCart(t.db, { owner })).items[0]?.stockProblem).toBe("Only 3 items in stock");
  });

  it("saves for later and moves back, removes and clears, keeping saved items out of the total", async () => {
    const owner = await userOwner();
    const kept = await createProduct(t.db, { price: 200_000 });
    const saved = await createProduct(t.db, { price: 500_000 });
    await addToCart(t.db, { owner, productId: kept.id, quantity: 1 });
    await addToCart(t.db, { owner, productId: saved.id, quantity: 2 });

    await saveForLater(t.db, { owner, productId: saved.id });
    let cart = await loadCart(t.db, { owner });
    expect(cart.items.map((line) => line.productId)).toEqual([kept.id]);
    expect(cart.saved.map((line) => [line.productId, line.quantity])).toEqual([[saved.id, 2]]);
    expect(cart.pricing.subtotal).toBe(200_000);
    expect(await countCartLines(t.db, { owner })).toBe(1);
    expect((await appErrorFrom(saveForLater(t.db, { owner, productId: saved.id }))).message).toBe(
      messages.cart.itemNotFound,
    );

    await moveToCart(t.db, { owner, productId: saved.id });
    expect((await appErrorFrom(moveToCart(t.db, { owner, productId: saved.id }))).message).toBe(
      messages.cart.savedItemNotFound,
    );
    expect((await loadCart(t.db, { owner })).pricing.subtotal).toBe(1_200_000);

    await removeFromCart(t.db, { owner, productId: kept.id });
    expect((await appErrorFrom(removeFromCart(t.db, { owner, productId: kept.id }))).message).toBe(
      messages.cart.itemNotFound,
    );
    await saveForLater(t.db, { owner, productId: saved.id });
    await addToCart(t.db, { owner, productId: kept.id, quantity: 1 });
    expect(await clearCart(t.db, { owner })).toEqual({ removed: 1 });
    cart = await loadCart(t.db, { owner });
    expect(cart.items).toEqual([]);
    expect(cart.saved).toHaveLength(1);
  });

  it("never touches another person's cart", async () => {
    const owner = await userOwner();
    const stranger = await userOwner();
    const product = await createProduct(t.db);
    const { cartId } = await addToCart(t.db, { owner, productId: product.id, quantity: 1 });
    const guestPosingAsOwner: CartOwner = { kind: "guest", cartId };

    for (const intruder of [stranger, guestPosingAsOwner]) {
      expect(
        (await appErrorFrom(removeFromCart(t.db, { owner: intruder, productId: product.id }))).code,
      ).toBe("NOT_FOUND");
      expect(
        (await appErrorFrom(setCartQuantity(t.db, { owner: intruder, productId: product.id, quantity: 2 })))
          .code,
      ).toBe("NOT_FOUND");
      expect((await appErrorFrom(saveForLater(t.db, { owner: intruder, productId: product.id }))).code).toBe(
        "NOT_FOUND",
      );
      await clearCart(t.db, { owner: intruder });
      expect((await loadCart(t.db, { owner: intruder })).items).toEqual([]);
    }
    expect((await loadCart(t.db, { owner })).items.map((line) => line.quantity)).toEqual([1]);
  });

  it("drops a product that is taken down, or whose vendor is, from the view and the total", async () => {
    const owner = await userOwner();
    const product = await createProduct(t.db);
    await addToCart(t.db, { owner, productId: product.id, quantity: 1 });
    await t.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, product.vendorId));
    const cart = await loadCart(t.db, { owner });
    expect(cart.items).toEqual([]);
    expect(cart.pricing.total).toBe(0);
    expect(await countCartLines(t.db, { owner })).toBe(0);
  });
});

describe("promo codes and shipping", () => {
  it("applies only real, current codes in any case, and prices them", async () => {
    const owner = await userOwner();
    await createPromotion();
    await createPromotion({ code: "OLD", endsAt: new Date(Date.now() - 60_000) });
    await createPromotion({ code: "USEDUP", usageLimit: 5, usedCount: 5 });
    await createPromotion({ code: "BIGSPEND", minSubtotal: 10_000_000 });
    const product = await createProduct(t.db, { price: 1_000_000 });
    await addToCart(t.db, { owner, productId: product.id, quantity: 1 });

    for (const code of ["NOPE", "OLD", "usedup"]) {
      expect(await appErrorFrom(applyPromoCode(t.db, { owner, code }))).toMatchObject({
        code: "VALIDATION",
        fieldErrors: { promoCode: messages.cart.promoInvalid },
      });
    }
    expect((await appErrorFrom(applyPromoCode(t.db, { owner, code: "  " }))).message).toBe(
      messages.cart.promoRequired,
    );
    expect((await appErrorFrom(applyPromoCode(t.db, { owner, code: "bigspend" }))).message).toBe(
      "This promo code needs a subtotal of at least ₦100,000",
    );

    expect(await applyPromoCode(t.db, { owner, code: " welcome10 " })).toEqual({ code: "WELCOME10" });
    const cart = await loadCart(t.db, { owner });
    expect(cart.promoCode).toBe("WELCOME10");
    expect(cart.pricing).toMatchObject({
      subtotal: 1_000_000,
      promoDiscount: 100_000,
      tax: 45_000,
      total: 945_000,
    });

    // A code that expires after it was applied stops counting at once.
    await t.db.update(promotions).set({ isActive: false }).where(eq(promotions.code, "WELCOME10"));
    expect((await loadCart(t.db, { owner })).pricing).toMatchObject({
      promotion: null,
      promoDiscount: 0,
      total: 1_050_000,
    });
    await removePromoCode(t.db, { owner });
    expect((await loadCart(t.db, { owner })).promoCode).toBeNull();
  });

  it("offers express for a price and freight only to bulk carts", async () => {
    const owner = await userOwner();
    const product = await createProduct(t.db, { price: 100_000, stockQuantity: 500 });
    await addToCart(t.db, { owner, productId: product.id, quantity: 10 });
    let cart = await loadCart(t.db, { owner });
    expect(cart.shippingMethods.map((method) => [method.code, method.available])).toEqual([
      ["standard", true],
      ["express", true],
      ["pickup", true],
      ["freight", false],
    ]);
    expect((await appErrorFrom(chooseShippingMethod(t.db, { owner, code: "freight" }))).message).toBe(
      messages.cart.shippingUnavailable,
    );
    expect((await appErrorFrom(chooseShippingMethod(t.db, { owner, code: "teleport" }))).message).toBe(
      messages.cart.shippingUnavailable,
    );

    await chooseShippingMethod(t.db, { owner, code: "express" });
    cart = await loadCart(t.db, { owner });
    expect(cart).toMatchObject({ shippingMethod: "express", pricing: { shipping: 150_000 } });

    await setCartQuantity(t.db, { owner, productId: product.id, quantity: 60 });
    await chooseShippingMethod(t.db, { owner, code: "freight" });
    // Back under 50 units, freight no longer fits: the cart is priced with standard shipping.
    await setCartQuantity(t.db, { owner, productId: product.id, quantity: 20 });
    expect(await loadCart(t.db, { owner })).toMatchObject({
      shippingMethod: "standard",
      pricing: { shipping: 0 },
    });
  });
});

describe("merging a guest cart at sign-in", () => {
  it("adds the guest's lines to the user's cart, sums shared products, deletes the guest cart and counts once", async () => {
    const user = await createUser(t.db);
    const owner: CartOwner = { kind: "user", userId: user.id };
    const shared = await createProduct(t.db);
    const guestOnly = await createProduct(t.db);
    const guestSaved = await createProduct(t.db);
    await addToCart(t.db, { owner, productId: shared.id, quantity: 2 });
    const { cartId } = await addToCart(t.db, {
      owner: { kind: "guest", cartId: null },
      productId: shared.id,
      quantity: 3,
    });
    const guest: CartOwner = { kind: "guest", cartId };
    await addToCart(t.db, { owner: guest, productId: guestOnly.id, quantity: 1 });
    await addToCart(t.db, { owner: guest, productId: guestSaved.id, quantity: 4 });
    await saveForLater(t.db, { owner: guest, productId: guestSaved.id });

    const [first, second] = await Promise.all([
      mergeGuestCart(t.db, { guestCartId: cartId, userId: user.id }),
      mergeGuestCart(t.db, { guestCartId: cartId, userId: user.id }),
    ]);
    expect([first.merged, second.merged].sort()).toEqual([0, 2]);

    const cart = await loadCart(t.db, { owner });
    expect(Object.fromEntries(cart.items.map((line) => [line.productId, line.quantity]))).toEqual({
      [shared.id]: 5,
      [guestOnly.id]: 1,
    });
    expect(cart.saved.map((line) => [line.productId, line.quantity])).toEqual([[guestSaved.id, 4]]);
    expect(await t.db.select().from(carts).where(eq(carts.id, cartId))).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cartId))).toEqual([]);
  });

  it("merges nothing from a cart that belongs to a user", async () => {
    const owner = await userOwner();
    const thief = await createUser(t.db);
    const product = await createProduct(t.db);
    const { cartId } = await addToCart(t.db, { owner, productId: product.id, quantity: 1 });
    expect(await mergeGuestCart(t.db, { guestCartId: cartId, userId: thief.id })).toEqual({ merged: 0 });
    expect((await loadCart(t.db, { owner })).items).toHaveLength(1);
  });
});

describe("VAT by destination", () => {
  it("charges the fallback until checkout knows the destination, then its country's rate, and a changed rate at once", async () => {
    const owner = await userOwner();
    const product = await createProduct(t.db, { price: 1_000_000, stockQuantity: 10 });
    await addToCart(t.db, { owner, productId: product.id, quantity: 1 });
    const before = await loadCart(t.db, { owner });
    expect(before.vat).toEqual({ ratePercent: 5, destination: null });
    expect(before.pricing.tax).toBe(50_000);

    await saveCheckoutStep(t.db, { owner, step: "shipping", input: shippingDetails });
    const lagos = await loadCart(t.db, { owner });
    expect(lagos.vat).toEqual({ ratePercent: 7.5, destination: "NG" });
    expect(lagos.pricing).toMatchObject({ tax: 75_000, total: 1_075_000 });

    // An admin raises Nigeria's rate: the next pricing of the cart uses it.
    await updatePlatformSettings(t.db, {
      actor: actorFor(await createUser(t.db, { role: "admin" })),
      section: "vat",
      input: { fallbackPercent: "5", "rate.NG": "12.5" },
    });
    const raised = await loadCart(t.db, { owner });
    expect(raised.vat.ratePercent).toBe(12.5);
    expect(raised.pricing).toMatchObject({ tax: 125_000, total: 1_125_000 });

    // Kenya has no rate of its own: the fallback.
    await saveCheckoutStep(t.db, { owner, step: "shipping", input: { ...shippingDetails, country: "KE" } });
    expect((await loadCart(t.db, { owner })).vat).toEqual({ ratePercent: 5, destination: "KE" });
  });
});
