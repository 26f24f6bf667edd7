import { describe, expect, it } from "vitest";
import { customizedPrice } from "#common/customization-choice";
import { customizationChoiceMessages } from "#common/i18n/customization-choice";
import { messages } from "#common/messages";
import { getProductDetail } from "../catalog/product-detail.queries";
import { customizationOptions, featureFlags, orderItems, products } from "#db/schema";
import { eq } from "drizzle-orm";
import { placeOrder } from "#server/flows/place-order";
import { createCustomizableProduct } from "../../../tests/customization-factories";
import { buyerWithCart } from "../../../tests/commerce-factories";
import { createProduct } from "../../../tests/catalog-factories";
import { appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { addToCart } from "./add-to-cart";
import type { CartOwner } from "./cart-owner";
import { countCartLines, loadCart } from "./cart.queries";
import { removeFromCart } from "./remove-from-cart";
import { saveForLater } from "./save-for-later";
import { setCartQuantity } from "./set-cart-quantity";

const t = useTestDatabase();

const customizableProduct = () => createCustomizableProduct(t.db);

async function userOwner(): Promise<CartOwner> {
  return { kind: "user", userId: (await createUser(t.db)).id };
}

describe("customization in the cart", () => {
  it("offers nothing while the customization service is off: a choice is refused, a plain line is bought", async () => {
    const { product, logo } = await customizableProduct();
    await t.db
      .update(customizationOptions)
      .set({ required: true })
      .where(eq(customizationOptions.id, logo.id));
    const owner = await userOwner();
    expect(
      (await appErrorFrom(addToCart(t.db, { owner, productId: product.id, quantity: 20 }))).fieldErrors,
    ).toEqual({ [`customization.${logo.id}`]: customizationChoiceMessages.required("Logo printing") });
    await t.db
      .update(featureFlags)
      .set({ enabled: false })
      .where(eq(featureFlags.key, "customization-service"));
    const refused = await appErrorFrom(
      addToCart(t.db, { owner, productId: product.id, quantity: 20, customization: { [logo.id]: "on" } }),
    );
    expect(refused.fieldErrors).toEqual({
      [`customization.${logo.id}`]: customizationChoiceMessages.notOffered,
    });
    await addToCart(t.db, { owner, productId: product.id, quantity: 20 });
    const cart = await loadCart(t.db, { owner });
    expect(cart.items.map((line) => [line.quantity, line.customization])).toEqual([[20, []]]);
  });

  it("keeps different choices on separate lines and prices each from the options, set-up cost spread per unit", async () => {
    const { product, colour, logo, engraving, indigo } = await customizableProduct();
    const owner = await userOwner();
    await addToCart(t.db, { owner, productId: product.id, quantity: 2 });
    await addToCart(t.db, {
      owner,
      productId: product.id,
      quantity: 20,
      customization: { [colour.id]: indigo.id, [logo.id]: "on", [engraving.id]: " ADA " },
    });
    // The same choice written differently lands on the same line.
    await addToCart(t.db, {
      owner,
      productId: product.id,
      quantity: 5,
      customization: { [engraving.id]: "ADA", [logo.id]: "yes", [colour.id]: indigo.id },
    });
    const cart = await loadCart(t.db, { owner });
    expect(cart.items.map((line) => line.quantity)).toEqual([2, 25]);
    const custom = cart.items[1]!;
    // 30,000 (Indigo) + 50,000 (logo) + 20,000 (engraving) per unit, and 1,000,000 set-up over 25 units.
    expect(custom.customizationUnitCost).toBe(30_000 + 50_000 + 20_000 + 40_000);
    // In the product page's order of the options (here: equal categories and times, so by id).
    expect([...custom.customization].sort((a, b) => a.optionName.localeCompare(b.optionName))).toEqual([
      { optionName: "Colour", shown: "Indigo", perUnit: 30_000, setupCost: 0 },
      { optionName: "Engraving", shown: "ADA", perUnit: 20_000, setupCost: 0 },
      { optionName: "Logo printing", shown: "Logo printing", perUnit: 50_000, setupCost: 1_000_000 },
    ]);
    // 5% off from 5 units on the product's price; the customization is added after the tier.
    expect(custom.unitPrice).toBe(950_000 + 140_000);
    expect(custom.lineTotal).toBe(custom.unitPrice * 25);
    expect(cart.pricing.subtotal).toBe(cart.items.reduce((sum, line) => sum + line.lineTotal, 0));

    await setCartQuantity(t.db, { owner, productId: product.id, lineKey: custom.lineKey, quantity: 30 });
    await removeFromCart(t.db, { owner, productId: product.id });
    expect((await loadCart(t.db, { owner })).items.map((line) => [line.lineKey, line.quantity])).toEqual([
      [custom.lineKey, 30],
    ]);
  });

  it("counts lines on the header badge, as the cart page and the cart API list them, not units", async () => {
    const { product, colour, indigo } = await customizableProduct();
    const owner = await userOwner();
    await addToCart(t.db, { owner, productId: product.id, quantity: 2 });
    await addToCart(t.db, {
      owner,
      productId: product.id,
      quantity: 25,
      customization: { [colour.id]: indigo.id },
    });
    const saved = await createProduct(t.db);
    await addToCart(t.db, { owner, productId: saved.id, quantity: 1 });
    await saveForLater(t.db, { owner, productId: saved.id });
    const withdrawn = await createProduct(t.db);
    await addToCart(t.db, { owner, productId: withdrawn.id, quantity: 4 });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));

    const cart = await loadCart(t.db, { owner });
    expect(cart.pricing.units).toBe(27);
    expect(cart.items).toHaveLength(2);
    expect(await countCartLines(t.db, { owner })).toBe(cart.items.length);
  });

  it("refuses an inactive option or value, a text over its length and a quantity under an option's minimum", async () => {
    const { product, colour, logo, engraving, hidden, retired } = await customizableProduct();
    const owner = await userOwner();
    const add = (customization: Record<string, string>, quantity = 20) =>
      appErrorFrom(addToCart(t.db, { owner, productId: product.id, quantity, customization }));
    expect(await add({ [hidden.id]: "on" })).toMatchObject({
      code: "VALIDATION",
      message: messages.customizationChoice.notOffered,
    });
    expect(await add({ [colour.id]: retired.id })).toMatchObject({
      message: messages.customizationChoice.unknownChoice("Colour"),
    });
    expect(await add({ [engraving.id]: "x".repeat(11) })).toMatchObject({
      message: messages.customizationChoice.tooLong("Engraving", 10),
    });
    expect(await add({ [logo.id]: "on" }, 9)).toMatchObject({
      fieldErrors: {
        [`customization.${logo.id}`]: messages.customizationChoice.belowMinimum("Logo printing", 10),
      },
    });
    expect((await loadCart(t.db, { owner })).items).toEqual([]);
  });

  it("charges at placement what the cart showed, stores the choice on the order line, and refuses a choice the vendor withdrew", async () => {
    const { product, logo, colour, indigo } = await customizableProduct();
    const { owner, buyer } = await buyerWithCart(t.db, [
      { productId: product.id, quantity: 12, customization: { [logo.id]: "on", [colour.id]: indigo.id } },
    ]);
    const shown = await loadCart(t.db, { owner });
    const placed = await placeOrder(t.db, { owner, buyer, expectedTotal: shown.pricing.total });
    expect(placed.totalAmount).toBe(shown.pricing.total);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(item).toMatchObject({
      price: shown.items[0]!.unitPrice,
      customizationUnitCost: shown.items[0]!.customizationUnitCost,
      customization: expect.arrayContaining([
        { optionName: "Colour", shown: "Indigo", perUnit: 30_000, setupCost: 0 },
        { optionName: "Logo printing", shown: "Logo printing", perUnit: 50_000, setupCost: 1_000_000 },
      ]),
    });

    const second = await buyerWithCart(t.db, [
      { productId: product.id, quantity: 12, customization: { [logo.id]: "on" } },
    ]);
    await t.db
      .update(customizationOptions)
      .set({ isActive: false })
      .where(eq(customizationOptions.id, logo.id));
    const refused = await appErrorFrom(placeOrder(t.db, { owner: second.owner, buyer: second.buyer }));
    expect(refused).toMatchObject({
      code: "CONFLICT",
      message: `${product.name}: ${messages.customizationChoice.notOffered}`,
    });
    expect((await loadCart(t.db, { owner: second.owner })).items[0]?.customizationProblem).toBe(
      messages.customizationChoice.notOffered,
    );
  });

  it("prices a choice on the product page exactly as the cart then charges it", async () => {
    const { product, colour, logo, engraving, indigo } = await createCustomizableProduct(t.db);
    const page = (await getProductDetail(t.db, { productId: product.id }))!;
    const answers = { [colour.id]: indigo.id, [logo.id]: "on", [engraving.id]: "ADA" };
    for (const quantity of [10, 13, 77]) {
      const owner = await userOwner();
      await addToCart(t.db, { owner, productId: product.id, quantity, customization: answers });
      const [line] = (await loadCart(t.db, { owner })).items;
      const shown = customizedPrice(
        { options: page.customization, answers, quantity, price: page.product.price, ladder: page.ladder },
        customizationChoiceMessages,
      );
      expect(shown).toEqual({
        ok: true,
        unitPrice: line!.unitPrice,
        customizationUnitCost: line!.customizationUnitCost,
        lineTotal: line!.lineTotal,
      });
    }
    // A text over the maximum is refused by the page with the server's own message.
    expect(
      customizedPrice(
        {
          options: page.customization,
          answers: { [engraving.id]: "MUCH TOO LONG" },
          quantity: 10,
          price: 1,
          ladder: [],
        },
        customizationChoiceMessages,
      ),
    ).toEqual({
      ok: false,
      fieldErrors: {
        [`customization.${engraving.id}`]: messages.customizationChoice.tooLong("Engraving", 10),
      },
    });
  });
});
