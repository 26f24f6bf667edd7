import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { checkoutMessages } from "#common/schemas/checkout";
import {
  cartItems,
  carts,
  orderItems,
  orders,
  orderStatus,
  products,
  promotions,
  subOrders,
} from "#db/schema";
import { newId } from "#server/lib/ids";
import { eq, sql } from "drizzle-orm";
import { createProduct, createVendor } from "../../tests/catalog-factories";
import { companyInput, pdf } from "../../tests/corporate-account-factories";
import {
  actorFor,
  appErrorFrom,
  client,
  createUser,
  silentLogger,
  testMailer,
  testSecret,
} from "../../tests/factories";
import { memoryStore } from "../../tests/memory-media";
import { applyForCorporateAccount } from "../modules/corporate-accounts/apply-for-corporate-account";
import { decideCorporateAccountFlow } from "./decide-corporate-account";
import { useTestDatabase } from "../../tests/setup/database";
import { addToCart } from "../modules/cart/add-to-cart";
import type { CartOwner } from "../modules/cart/cart-owner";
import { loadCart } from "../modules/cart/cart.queries";
import { applyPromoCode } from "../modules/cart/promo-code";
import { chooseShippingMethod } from "../modules/cart/choose-shipping-method";
import { setCartQuantity } from "../modules/cart/set-cart-quantity";
import { saveCheckoutStep } from "../modules/checkout/save-checkout-step";
import { sha256 } from "#server/lib/hash";
import { placeOrder } from "./place-order";
import { buyerWithCart as buyerWithCartIn, shippingDetails } from "../../tests/commerce-factories";

const buyerWithCart = (lines: { productId: string; quantity: number }[], payment?: Record<string, string>) =>
  buyerWithCartIn(t.db, lines, payment);

const t = useTestDatabase();

describe("placeOrder", () => {
  it("writes the order, one sub-order per vendor, items and the first status, takes the stock and empties the cart", async () => {
    const lagos = await createVendor(t.db);
    const nairobi = await createVendor(t.db);
    const cloth = await createProduct(t.db, { vendorId: lagos.id, price: 1_000_000, stockQuantity: 10 });
    const coffee = await createProduct(t.db, { vendorId: nairobi.id, price: 250_000, stockQuantity: 40 });
    const { owner, buyer } = await buyerWithCart([
      { productId: cloth.id, quantity: 5 },
      { productId: coffee.id, quantity: 2 },
    ]);
    const shown = await loadCart(t.db, { owner });

    const placed = await placeOrder(t.db, { owner, buyer, expectedTotal: String(shown.pricing.total) });
    expect(placed).toMatchObject({
      totalAmount: shown.pricing.total,
      paymentMethod: "bank_transfer",
      guestToken: null,
    });
    expect(placed.orderNumber).toMatch(/^SAB-\d{6}$/);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      status: "pending",
      paymentStatus: "awaiting_payment",
      subtotal: shown.pricing.subtotal,
      taxAmount: shown.pricing.tax,
      // The destination's VAT rate, as the cart showed it: Nigeria's 7.5%.
      vatRatePercent: "7.50",
      shippingCost: 0,
      totalAmount: shown.pricing.total,
      shippingAddress: expect.objectContaining({ city: "Lagos", country: "NG" }),
    });
    const parts = await t.db.select().from(subOrders).where(eq(subOrders.orderId, placed.orderId));
    expect(parts.map((part) => [part.vendorId, part.subtotal, part.commissionAmount]).sort()).toEqual(
      [
        [lagos.id, 4_750_000, 475_000],
        [nairobi.id, 500_000, 50_000],
      ].sort(),
    );
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(items.map((item) => [item.productId, item.quantity, item.price, item.total]).sort()).toEqual(
      [
        [cloth.id, 5, 950_000, 4_750_000],
        [coffee.id, 2, 250_000, 500_000],
      ].sort(),
    );
    expect(
      await t.db
        .select({ status: orderStatus.status, notes: orderStatus.notes })
        .from(orderStatus)
        .where(eq(orderStatus.orderId, placed.orderId)),
    ).toEqual([{ status: "pending", notes: "Order received and is being processed" }]);
    const stock = await t.db.select({ id: products.id, stock: products.stockQuantity }).from(products);
    expect(stock.find((row) => row.id === cloth.id)?.stock).toBe(5);
    expect(stock.find((row) => row.id === coffee.id)?.stock).toBe(38);
    expect((await loadCart(t.db, { owner })).items).toEqual([]);
  });

  it("charges what the cart showed for a promotion and counts its use", async () => {
    await t.db.insert(promotions).values({
      id: newId("pro"),
      code: "SAVE500",
      description: "₦500 off",
      kind: "fixed",
      value: 50_000,
      usageLimit: 1,
    });
    const product = await createProduct(t.db, { price: 300_000, stockQuantity: 10 });
    const { owner, buyer } = await buyerWithCart([{ productId: product.id, quantity: 1 }]);
    await applyPromoCode(t.db, { owner, code: "save500" });
    const shown = await loadCart(t.db, { owner });
    const placed = await placeOrder(t.db, { owner, buyer, expectedTotal: shown.pricing.total });
    // ₦2,500 of goods with Nigeria's 7.5% VAT (the buyer ships to Lagos).
    expect(placed.totalAmount).toBe(268_750);
    expect((await t.db.select().from(promotions).where(eq(promotions.code, "SAVE500")))[0]?.usedCount).toBe(
      1,
    );
  });

  it("takes an approved premium account's 5% off in the cart and charges exactly that; a pending account gets nothing", async () => {
    const product = await createProduct(t.db, { price: 300_000, stockQuantity: 10 });
    const { owner, buyer, user } = await buyerWithCart([{ productId: product.id, quantity: 1 }]);
    const actor = actorFor(user);
    const account = await applyForCorporateAccount(t.db, {
      actor,
      media: memoryStore(),
      client: client(),
      input: companyInput,
      files: [pdf()],
    });
    expect((await loadCart(t.db, { owner })).pricing.corporateDiscount).toBe(0);

    await decideCorporateAccountFlow(t.db, {
      actor: actorFor(await createUser(t.db, { role: "admin" })),
      accountId: account.id,
      input: {
        status: "approved",
        creditLimit: 0,
        paymentTerms: "standard",
        discountTier: "premium",
        accountManagerId: null,
      },
      mailer: testMailer,
      appUrl: "http://localhost:3000",
      logger: silentLogger,
    });
    const shown = await loadCart(t.db, { owner });
    expect(shown.pricing).toMatchObject({
      subtotal: 300_000,
      corporateDiscount: 15_000,
      tax: 21_375,
      total: 306_375,
    });

    const placed = await placeOrder(t.db, { owner, buyer, expectedTotal: shown.pricing.total });
    expect(placed.totalAmount).toBe(shown.pricing.total);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.corporateDiscount).toBe(15_000);
  });

  it("refuses when the stock no longer covers the cart, and leaves cart, stock and orders untouched", async () => {
    const product = await createProduct(t.db, { stockQuantity: 5 });
    const { owner, buyer } = await buyerWithCart([{ productId: product.id, quantity: 4 }]);
    await t.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, product.id));
    const error = await appErrorFrom(placeOrder(t.db, { owner, buyer }));
    expect(error).toMatchObject({
      code: "CONFLICT",
      message: `${product.name}: ${messages.cart.onlyInStock(3)}`,
    });
    expect(await t.db.select().from(orders)).toEqual([]);
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]?.stockQuantity).toBe(3);
    expect((await loadCart(t.db, { owner })).items.map((line) => line.quantity)).toEqual([4]);
  });

  it("leaves no half order, the stock and the cart as they were, when the database fails mid-checkout", async () => {
    const product = await createProduct(t.db, { stockQuantity: 5 });
    const { owner, buyer } = await buyerWithCart([{ productId: product.id, quantity: 2 }]);
    // The last write fails: by then the order, its items and status were written, the stock taken and the
    // cart lines deleted.
    await t.db.execute(
      sql`create function fail_write() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await t.db.execute(
      sql`create trigger fail_write before update on carts for each row execute function fail_write()`,
    );
    await expect(placeOrder(t.db, { owner, buyer })).rejects.toThrow();
    expect(await t.db.select().from(orders)).toEqual([]);
    expect(await t.db.select().from(orderItems)).toEqual([]);
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]?.stockQuantity).toBe(5);
    expect((await loadCart(t.db, { owner })).items.map((line) => line.quantity)).toEqual([2]);
  });

  it("charges standard shipping, as the cart showed, when the cart has fallen below its chosen freight's minimum", async () => {
    const product = await createProduct(t.db, { price: 100_000, stockQuantity: 500 });
    const { owner, buyer } = await buyerWithCart([{ productId: product.id, quantity: 60 }]);
    await chooseShippingMethod(t.db, { owner, code: "freight" });
    await setCartQuantity(t.db, { owner, productId: product.id, quantity: 20 });
    const shown = await loadCart(t.db, { owner });
    expect(shown.shippingMethod).toBe("standard");
    const placed = await placeOrder(t.db, { owner, buyer, expectedTotal: shown.pricing.total });
    expect((await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]).toMatchObject({
      shippingMethod: "standard",
      shippingCost: 0,
      totalAmount: shown.pricing.total,
    });
  });

  it("refuses a total that differs from the one reviewed, and an empty cart", async () => {
    const product = await createProduct(t.db, { price: 100_000 });
    const { owner, buyer } = await buyerWithCart([{ productId: product.id, quantity: 1 }]);
    expect((await appErrorFrom(placeOrder(t.db, { owner, buyer, expectedTotal: "1" }))).code).toBe(
      "CONFLICT",
    );
    await t.db.delete(cartItems);
    expect((await appErrorFrom(placeOrder(t.db, { owner, buyer }))).message).toBe(checkoutMessages.cartEmpty);
  });

  it("answers a placement sent again after the order went through (its answer lost) with an empty cart, and places nothing more", async () => {
    const product = await createProduct(t.db, { stockQuantity: 10 });
    const { owner, buyer } = await buyerWithCart([{ productId: product.id, quantity: 2 }]);
    await placeOrder(t.db, { owner, buyer });
    expect(await appErrorFrom(placeOrder(t.db, { owner, buyer }))).toMatchObject({
      code: "CONFLICT",
      message: checkoutMessages.cartEmpty,
    });
    expect(await t.db.select({ id: orders.id }).from(orders)).toHaveLength(1);
    expect(
      (
        await t.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id))
      )[0]?.stock,
    ).toBe(8);
  });

  it("refuses net terms to a buyer without 3 completed orders, and missing step details", async () => {
    const product = await createProduct(t.db);
    const { owner, buyer } = await buyerWithCart([{ productId: product.id, quantity: 1 }], {
      paymentMethod: "net_terms",
      netTermsDuration: "net_30",
    });
    expect(await appErrorFrom(placeOrder(t.db, { owner, buyer }))).toMatchObject({
      code: "FORBIDDEN",
      message: checkoutMessages.netTermsIneligible,
    });
    await t.db.update(carts).set({ checkoutDetails: {} });
    expect((await appErrorFrom(placeOrder(t.db, { owner, buyer }))).fieldErrors).toMatchObject({
      firstName: checkoutMessages.firstName,
    });
  });

  it("lets an approved account on net 30 order on terms up to its credit limit less its unpaid net-terms orders, and no further", async () => {
    const product = await createProduct(t.db, { price: 400_000, stockQuantity: 10 });
    const { owner, buyer, user } = await buyerWithCart([{ productId: product.id, quantity: 1 }], {
      paymentMethod: "net_terms",
      netTermsDuration: "net_30",
    });
    const account = await applyForCorporateAccount(t.db, {
      actor: actorFor(user),
      media: memoryStore(),
      client: client(),
      input: companyInput,
      files: [pdf()],
    });
    // Still pending: no terms yet, and no delivered orders either.
    expect(await appErrorFrom(placeOrder(t.db, { owner, buyer }))).toMatchObject({
      code: "FORBIDDEN",
      message: checkoutMessages.netTermsIneligible,
    });
    await decideCorporateAccountFlow(t.db, {
      actor: actorFor(await createUser(t.db, { role: "admin" })),
      accountId: account.id,
      input: {
        status: "approved",
        creditLimit: 700_000,
        paymentTerms: "net_30",
        discountTier: "standard",
        accountManagerId: null,
      },
      mailer: testMailer,
      appUrl: "http://localhost:3000",
      logger: silentLogger,
    });
    const first = await placeOrder(t.db, { owner, buyer });
    expect(first.totalAmount).toBe(430_000);
    const [onAccount] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(onAccount).toMatchObject({ paymentMethod: "net_terms", paymentStatus: "on_account" });

    // 270,000 of credit left: a second order of 430,000 does not fit, and nothing is written.
    await addToCart(t.db, { owner, productId: product.id, quantity: 1 });
    await saveCheckoutStep(t.db, { owner, step: "shipping", input: shippingDetails });
    await saveCheckoutStep(t.db, {
      owner,
      step: "business",
      input: { buyerType: "personal", termsAccepted: "on" },
    });
    await saveCheckoutStep(t.db, {
      owner,
      step: "payment",
      input: { paymentMethod: "net_terms", netTermsDuration: "net_30" },
    });
    expect(await appErrorFrom(placeOrder(t.db, { owner, buyer }))).toMatchObject({
      code: "CONFLICT",
      message: checkoutMessages.netTermsOverCredit("₦2,700"),
    });
    expect(await t.db.select({ id: orders.id }).from(orders)).toHaveLength(1);

    // Once the first is paid, its credit is free again.
    await t.db.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, first.orderId));
    expect((await placeOrder(t.db, { owner, buyer })).totalAmount).toBe(430_000);
  });

  it("gives a guest order a tracking token kept only as a hash", async () => {
    const product = await createProduct(t.db);
    const { cartId } = await addToCart(t.db, {
      owner: { kind: "guest", cartId: null },
      productId: product.id,
      quantity: 1,
    });
    const owner: CartOwner = { kind: "guest", cartId };
    await saveCheckoutStep(t.db, { owner, step: "shipping", input: shippingDetails });
    await saveCheckoutStep(t.db, { owner, step: "payment", input: { paymentMethod: "card" } });
    const placed = await placeOrder(t.db, { owner, buyer: { kind: "guest", tokenSecret: testSecret } });
    expect(placed.guestToken).toMatch(/^[\w-]{32}$/);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({
      userId: null,
      email: "adaeze@example.com",
      guestTokenHash: sha256(placed.guestToken!),
    });
  });

  it("sells the last 10 units to exactly 10 of 50 simultaneous checkouts, and stock ends at 0", async () => {
    const product = await createProduct(t.db, { stockQuantity: 10, price: 100_000 });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, () => buyerWithCart([{ productId: product.id, quantity: 1 }])),
    );
    const results = await Promise.allSettled(
      buyers.map(({ owner, buyer }) => placeOrder(t.db, { owner, buyer })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(10);
    const failures = results.flatMap((result) =>
      result.status === "rejected" ? [(result.reason as Error).message] : [],
    );
    expect(new Set(failures)).toEqual(new Set([`${product.name}: ${messages.cart.outOfStock}`]));
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]?.stockQuantity).toBe(0);
    expect(await t.db.select().from(orders)).toHaveLength(10);
  }, 120_000);
});
