import { describe, expect, it } from "vitest";
import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { corporateAccounts, orderItems, promotions, rfqQuotes } from "#db/schema";
import { newId } from "#server/lib/ids";
import { eq } from "drizzle-orm";
import { createProduct } from "../../tests/catalog-factories";
import { shippingDetails } from "../../tests/commerce-factories";
import { appErrorFrom } from "../../tests/factories";
import { createQuote, createRfq } from "../../tests/rfq-factories";
import { useTestDatabase } from "../../tests/setup/database";
import { addToCart } from "../modules/cart/add-to-cart";
import { addQuoteLine, quoteLineKey } from "../modules/cart/add-quote-line";
import type { CartOwner } from "../modules/cart/cart-owner";
import { loadCart } from "../modules/cart/cart.queries";
import { applyPromoCode } from "../modules/cart/promo-code";
import { removeFromCart } from "../modules/cart/remove-from-cart";
import { saveForLater } from "../modules/cart/save-for-later";
import { setCartQuantity } from "../modules/cart/set-cart-quantity";
import { saveCheckoutStep } from "../modules/checkout/save-checkout-step";
import { acceptQuoteFlow } from "./decide-quote";
import { placeOrder } from "./place-order";

const t = useTestDatabase();
const texts = rfqsBuyerTexts.en;
const day = 24 * 60 * 60 * 1000;

/**
 * A buyer with an approved enterprise corporate account (10% off), a 10% promotion on their cart,
 * a normal line of another product, and an accepted quote of 100 units at ₦8,000 in the cart.
 */
async function buyerWithAcceptedQuote({ unitPrice = 800_000 }: { unitPrice?: number } = {}) {
  // A list price above the quote and a ladder that would discount 100 units: neither may touch the line.
  const product = await createProduct(t.db, { price: 1_000_000, stockQuantity: 500, moq: 200 });
  const made = await createRfq(t.db, { product, status: "quoted", recipientStatus: "quoted" });
  const quote = await createQuote(t.db, {
    rfqId: made.rfq.id,
    vendorId: product.vendorId,
    productId: product.id,
    unitPrice,
  });
  await t.db
    .update(corporateAccounts)
    .set({ status: "approved", discountTier: "enterprise" })
    .where(eq(corporateAccounts.id, made.buyer.account.id));
  const actor = made.buyer.actor;
  const owner: CartOwner = { kind: "user", userId: actor.userId };
  const other = await createProduct(t.db, { price: 1_000_000 });
  await addToCart(t.db, { owner, productId: other.id, quantity: 1 });
  await t.db
    .insert(promotions)
    .values({ id: newId("pro"), code: "WELCOME10", description: "10% off", kind: "percent", value: 10 });
  await applyPromoCode(t.db, { owner, code: "WELCOME10" });
  await acceptQuoteFlow(t.db, { actor, rfqId: made.rfq.id, quoteId: quote.id });
  await saveCheckoutStep(t.db, { owner, step: "shipping", input: shippingDetails });
  await saveCheckoutStep(t.db, {
    owner,
    step: "business",
    input: { buyerType: "personal", termsAccepted: "on" },
  });
  await saveCheckoutStep(t.db, { owner, step: "payment", input: { paymentMethod: "bank_transfer" } });
  return {
    ...made,
    quote,
    owner,
    other,
    buyer: { kind: "user" as const, userId: actor.userId, email: actor.email },
  };
}

describe("a quote-priced cart line", () => {
  it("costs exactly the quote, with the corporate discount and the promotion applying to the other line only", async () => {
    const made = await buyerWithAcceptedQuote();
    const cart = await loadCart(t.db, { owner: made.owner });
    const line = cart.items.find((item) => item.quote)!;
    expect(line).toMatchObject({
      quantity: 100,
      unitPrice: 800_000,
      lineTotal: 80_000_000,
      step: null,
      lineKey: quoteLineKey(made.quote.id),
      quote: { id: made.quote.id, problem: null },
    });
    // The other line: ₦10,000 − 10% corporate = ₦9,000, − 10% promotion = ₦8,100.
    expect(cart.pricing).toMatchObject({
      subtotal: 81_000_000,
      discountableSubtotal: 1_000_000,
      corporateDiscount: 100_000,
      promoDiscount: 90_000,
    });
  });

  it("keeps its quantity, is not saved for later, and may be removed", async () => {
    const made = await buyerWithAcceptedQuote();
    const lineKey = quoteLineKey(made.quote.id);
    const line = { owner: made.owner, productId: made.quote.productId, lineKey };
    expect(await appErrorFrom(setCartQuantity(t.db, { ...line, quantity: 5 }))).toMatchObject({
      code: "VALIDATION",
      message: texts.quoteQuantityFixed,
    });
    expect(await appErrorFrom(saveForLater(t.db, line))).toMatchObject({ message: texts.quoteNotSavable });
    await removeFromCart(t.db, line);
    expect((await loadCart(t.db, { owner: made.owner })).items.some((item) => item.quote)).toBe(false);
  });

  it("stays apart from a normal line of the same product", async () => {
    const made = await buyerWithAcceptedQuote();
    await addToCart(t.db, { owner: made.owner, productId: made.quote.productId, quantity: 200 });
    const cart = await loadCart(t.db, { owner: made.owner });
    const lines = cart.items.filter((item) => item.productId === made.quote.productId);
    expect(lines.map((item) => [item.quantity, item.quote?.id ?? null]).sort()).toEqual(
      [
        [100, made.quote.id],
        [200, null],
      ].sort(),
    );
  });
});

describe("placing an order with a quote line", () => {
  it("charges the quoted price, records the quote on the order line, and refuses to order the quote again", async () => {
    const made = await buyerWithAcceptedQuote();
    const shown = await loadCart(t.db, { owner: made.owner });
    const placed = await placeOrder(t.db, {
      owner: made.owner,
      buyer: made.buyer,
      expectedTotal: String(shown.pricing.total),
    });
    expect(placed.totalAmount).toBe(shown.pricing.total);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(items.find((item) => item.quoteId === made.quote.id)).toMatchObject({
      quantity: 100,
      price: 800_000,
      total: 80_000_000,
    });

    // The same quote put back into the cart (as a second tab might) cannot be ordered twice.
    await putQuoteBackInCart(made);
    expect(await appErrorFrom(placeOrder(t.db, { owner: made.owner, buyer: made.buyer }))).toMatchObject({
      code: "CONFLICT",
      message: texts.quoteOrdered,
    });
    expect(await t.db.select().from(orderItems).where(eq(orderItems.quoteId, made.quote.id))).toHaveLength(1);
  });

  it("refuses an accepted quote past its validity and writes nothing", async () => {
    const made = await buyerWithAcceptedQuote();
    const error = await appErrorFrom(
      placeOrder(t.db, { owner: made.owner, buyer: made.buyer, now: new Date(Date.now() + 15 * day) }),
    );
    expect(error).toMatchObject({ code: "CONFLICT", message: texts.quoteNotOrderable });
    expect(await t.db.select().from(orderItems)).toHaveLength(0);
    expect((await loadCart(t.db, { owner: made.owner })).items).toHaveLength(2);
  });

  it("refuses a quote line whose quote is not accepted any more", async () => {
    const made = await buyerWithAcceptedQuote();
    await t.db.update(rfqQuotes).set({ status: "rejected" }).where(eq(rfqQuotes.id, made.quote.id));
    expect(await appErrorFrom(placeOrder(t.db, { owner: made.owner, buyer: made.buyer }))).toMatchObject({
      code: "CONFLICT",
      message: texts.quoteNotOrderable,
    });
  });
});

/** Writes the ordered quote's line into the buyer's cart again (as a stale second tab would) and fills checkout in. */
async function putQuoteBackInCart(made: Awaited<ReturnType<typeof buyerWithAcceptedQuote>>) {
  await addQuoteLine(t.db, { userId: made.buyer.userId, quote: made.quote });
  await saveCheckoutStep(t.db, { owner: made.owner, step: "shipping", input: shippingDetails });
  await saveCheckoutStep(t.db, {
    owner: made.owner,
    step: "business",
    input: { buyerType: "personal", termsAccepted: "on" },
  });
  await saveCheckoutStep(t.db, {
    owner: made.owner,
    step: "payment",
    input: { paymentMethod: "bank_transfer" },
  });
}
