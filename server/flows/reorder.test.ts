import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { bulkOrderMinUnits } from "#common/quick-order";
import { customizationOptions, products } from "#db/schema";
import { newId } from "#server/lib/ids";
import { eq } from "drizzle-orm";
import { addCartLines } from "#server/modules/cart/add-cart-lines";
import type { CartOwner } from "#server/modules/cart/cart-owner";
import { loadCart } from "#server/modules/cart/cart.queries";
import { listBuyerBulkOrders } from "#server/modules/orders/orders.queries";
import { createProduct, createVendor } from "../../tests/catalog-factories";
import { placedOrder } from "../../tests/commerce-factories";
import { appErrorFrom, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { reorder } from "./reorder";

const t = useTestDatabase();

async function userOwner(): Promise<CartOwner> {
  return { kind: "user", userId: (await createUser(t.db)).id };
}

describe("the quick order (SKUs and quantities into the cart)", () => {
  it("adds the good rows at tier prices and answers each bad row with its reason", async () => {
    const owner = await userOwner();
    const scarf = await createProduct(t.db, {
      sku: "KENTE-01",
      price: 1_000_000,
      moq: 10,
      stockQuantity: 500,
    });
    const basket = await createProduct(t.db, { sku: "BASKET-9", price: 500_000, stockQuantity: 5 });
    const result = await addCartLines(t.db, {
      owner,
      rows: [
        { row: 1, sku: "kente-01", quantity: "50" },
        { row: 2, sku: "NO-SUCH-SKU", quantity: "3" },
        { row: 3, sku: "KENTE-01", quantity: "x" },
        { row: 4, sku: "BASKET-9", quantity: "6" },
        { row: 5, sku: "", quantity: "2" },
      ],
    });
    expect(result.outcomes).toEqual([
      { row: 1, sku: "kente-01", quantity: "50", ok: true, productName: scarf.name, added: 50 },
      {
        row: 2,
        sku: "NO-SUCH-SKU",
        quantity: "3",
        ok: false,
        message: messages.quickOrder.unknownSku("NO-SUCH-SKU"),
      },
      { row: 3, sku: "KENTE-01", quantity: "x", ok: false, message: messages.cart.quantityNotWhole },
      { row: 4, sku: "BASKET-9", quantity: "6", ok: false, message: messages.cart.notEnoughStock },
      { row: 5, sku: "", quantity: "2", ok: false, message: messages.quickOrder.skuRequired },
    ]);
    const cart = await loadCart(t.db, { owner });
    expect(cart.items.map((item) => [item.productId, item.quantity])).toEqual([[scarf.id, 50]]);
    // The platform ladder's 50+ step is 10% off: the cart prices the line, nobody else.
    expect(cart.items[0]?.unitPrice).toBe(900_000);
    expect(basket.id).toBeTruthy();
  });

  it("sends a product whose options must be chosen to its product page, and adds nothing for it", async () => {
    const owner = await userOwner();
    const dress = await createProduct(t.db, {
      sku: "WRAP-1",
      stockQuantity: 100,
      customizationAvailable: true,
    });
    await t.db.insert(customizationOptions).values({
      id: newId("cop"),
      productId: dress.id,
      optionName: "Size",
      optionType: "select",
      required: true,
    });
    const result = await addCartLines(t.db, { owner, rows: [{ row: 1, sku: "WRAP-1", quantity: "4" }] });
    expect(result.outcomes[0]).toMatchObject({
      ok: false,
      message: messages.quickOrder.chooseOnProductPage(messages.customizationChoice.required("Size")),
    });
    expect((await loadCart(t.db, { owner })).items).toEqual([]);
  });

  it("refuses a quantity under the minimum order with the minimum, and adds nothing for it", async () => {
    const owner = await userOwner();
    await createProduct(t.db, { sku: "MOQ-100", moq: 100, stockQuantity: 1000 });
    const result = await addCartLines(t.db, { owner, rows: [{ row: 1, sku: "MOQ-100", quantity: "20" }] });
    expect(result.outcomes[0]).toMatchObject({
      ok: false,
      message: messages.cart.belowMinimumOrder(100, "units"),
    });
    expect((await loadCart(t.db, { owner })).items).toEqual([]);
  });

  it("adds rows of the same SKU onto one line and refuses a SKU two vendors share", async () => {
    const owner = await userOwner();
    const product = await createProduct(t.db, { sku: "SHEA-250", stockQuantity: 100 });
    await createProduct(t.db, { sku: "TWIN", vendorId: (await createVendor(t.db)).id });
    await createProduct(t.db, { sku: "TWIN", vendorId: (await createVendor(t.db)).id });
    const result = await addCartLines(t.db, {
      owner,
      rows: [
        { row: 1, sku: "SHEA-250", quantity: "3" },
        { row: 2, sku: "SHEA-250", quantity: "4" },
        { row: 3, sku: "TWIN", quantity: "1" },
      ],
    });
    expect(result.outcomes.map((outcome) => outcome.ok)).toEqual([true, true, false]);
    expect(result.outcomes[2]).toMatchObject({ message: messages.quickOrder.ambiguousSku("TWIN") });
    const cart = await loadCart(t.db, { owner });
    expect(cart.items.map((item) => [item.productId, item.quantity])).toEqual([[product.id, 7]]);
  });

  it("never finds a product that is not for sale", async () => {
    const owner = await userOwner();
    await createProduct(t.db, { sku: "HIDDEN-1", isActive: false });
    const result = await addCartLines(t.db, { owner, rows: [{ row: 1, sku: "HIDDEN-1", quantity: "1" }] });
    expect(result.outcomes[0]).toMatchObject({
      ok: false,
      message: messages.quickOrder.unknownSku("HIDDEN-1"),
    });
  });
});

describe("the buyer's bulk orders and reorder", () => {
  it("lists only the buyer's own orders of bulk size, with their units", async () => {
    const product = await createProduct(t.db, { stockQuantity: 1000 });
    const bulk = await placedOrder(t.db, [{ productId: product.id, quantity: bulkOrderMinUnits }]);
    const page = await listBuyerBulkOrders(t.db, {
      userId: bulk.user.id,
      page: 1,
      minUnits: bulkOrderMinUnits,
    });
    expect(page.rows).toEqual([
      expect.objectContaining({ orderNumber: bulk.orderNumber, units: bulkOrderMinUnits, itemCount: 1 }),
    ]);
    const small = await placedOrder(t.db, [{ productId: product.id, quantity: bulkOrderMinUnits - 1 }]);
    const none = await listBuyerBulkOrders(t.db, {
      userId: small.user.id,
      page: 1,
      minUnits: bulkOrderMinUnits,
    });
    expect(none).toMatchObject({ rows: [], total: 0 });
  });

  it("puts the same items in the cart at today's prices and reports what is no longer available", async () => {
    const kept = await createProduct(t.db, { price: 200_000, stockQuantity: 1000 });
    const gone = await createProduct(t.db, { price: 300_000, stockQuantity: 1000 });
    const order = await placedOrder(t.db, [
      { productId: kept.id, quantity: 60 },
      { productId: gone.id, quantity: 5 },
    ]);
    await t.db.update(products).set({ price: 250_000 }).where(eq(products.id, kept.id));
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, gone.id));
    const owner: CartOwner = { kind: "user", userId: order.user.id };
    const result = await reorder(t.db, { userId: order.user.id, orderId: order.orderId, owner });
    expect(result.outcomes).toEqual([
      expect.objectContaining({ ok: true, productName: kept.name, added: 60 }),
      expect.objectContaining({
        ok: false,
        productName: gone.name,
        message: messages.quickOrder.noLongerAvailable,
      }),
    ]);
    const cart = await loadCart(t.db, { owner });
    // Today's price 2,500 naira with the 50+ step's 10% off, not the 2,000 paid before.
    expect(cart.items.map((item) => [item.productId, item.quantity, item.unitPrice])).toEqual([
      [kept.id, 60, 225_000],
    ]);
  });

  it("answers another buyer's order 'Order not found' and adds nothing", async () => {
    const product = await createProduct(t.db, { stockQuantity: 1000 });
    const order = await placedOrder(t.db, [{ productId: product.id, quantity: 50 }]);
    const stranger = await createUser(t.db);
    const owner: CartOwner = { kind: "user", userId: stranger.id };
    const error = await appErrorFrom(reorder(t.db, { userId: stranger.id, orderId: order.orderId, owner }));
    expect(error).toMatchObject({ code: "NOT_FOUND", message: messages.quickOrder.orderNotFound });
    expect((await loadCart(t.db, { owner })).items).toEqual([]);
  });
});
