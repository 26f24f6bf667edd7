import { describe, expect, it } from "vitest";
import { corporateAccounts, orders, promotions, vendors } from "#db/schema";
import { acceptQuoteFlow } from "#server/flows/decide-quote";
import { placeOrder } from "#server/flows/place-order";
import { newId } from "#server/lib/ids";
import { eq } from "drizzle-orm";
import { createProduct } from "../../../tests/catalog-factories";
import { placedOrder, shippingDetails } from "../../../tests/commerce-factories";
import { createCustomizableProduct } from "../../../tests/customization-factories";
import { actorFor, createUser } from "../../../tests/factories";
import { createQuote, createRfq } from "../../../tests/rfq-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { addToCart } from "../cart/add-to-cart";
import type { CartOwner } from "../cart/cart-owner";
import { loadCart } from "../cart/cart.queries";
import { applyPromoCode } from "../cart/promo-code";
import { saveCheckoutStep } from "../checkout/save-checkout-step";
import { invoiceNumberOf, orderInvoiceFor } from "./invoice";

const t = useTestDatabase();

/**
 * An approved enterprise corporate account on net 30 checks out for its business: a line on a volume
 * tier, a customized line, an accepted quote and a 10% promotion, paid on net terms.
 */
async function businessOrderWithEverything() {
  const tiered = await createProduct(t.db, {
    price: 1_000_000,
    tiers: [{ minQuantity: 10, discountPercentage: "5.00" }],
  });
  const { product: customizable, colour, indigo } = await createCustomizableProduct(t.db);
  const quoted = await createProduct(t.db, { price: 1_000_000, stockQuantity: 500 });
  const made = await createRfq(t.db, { product: quoted, status: "quoted", recipientStatus: "quoted" });
  const quote = await createQuote(t.db, {
    rfqId: made.rfq.id,
    vendorId: quoted.vendorId,
    productId: quoted.id,
  });
  await t.db
    .update(corporateAccounts)
    .set({
      status: "approved",
      discountTier: "enterprise",
      paymentTerms: "net_30",
      creditLimit: 10_000_000_000,
    })
    .where(eq(corporateAccounts.id, made.buyer.account.id));
  const actor = made.buyer.actor;
  const owner: CartOwner = { kind: "user", userId: actor.userId };
  await addToCart(t.db, { owner, productId: tiered.id, quantity: 12 });
  await addToCart(t.db, {
    owner,
    productId: customizable.id,
    quantity: 3,
    customization: { [colour.id]: indigo.id },
  });
  await t.db
    .insert(promotions)
    .values({ id: newId("pro"), code: "INVOICE10", description: "10% off", kind: "percent", value: 10 });
  await applyPromoCode(t.db, { owner, code: "INVOICE10" });
  await acceptQuoteFlow(t.db, { actor, rfqId: made.rfq.id, quoteId: quote.id });
  await saveCheckoutStep(t.db, { owner, step: "shipping", input: shippingDetails });
  await saveCheckoutStep(t.db, {
    owner,
    step: "business",
    input: {
      buyerType: "business",
      businessName: "Okafor Trading Ltd",
      businessType: "retailer",
      taxId: "TIN-12345678",
      yearsInBusiness: "3_5",
      industry: "apparel",
      employeeCount: "11-50",
      poNumber: "PO-7781",
      termsAccepted: "on",
    },
  });
  await saveCheckoutStep(t.db, {
    owner,
    step: "payment",
    input: { paymentMethod: "net_terms", netTermsDuration: "net_30" },
  });
  const shown = await loadCart(t.db, { owner });
  const placed = await placeOrder(t.db, {
    owner,
    buyer: { kind: "user", userId: actor.userId, email: actor.email },
    expectedTotal: String(shown.pricing.total),
  });
  return { placed, shown, actor, quote };
}

describe("an order's invoice", () => {
  it("shows the order's stored figures, every line, the business details and the net-terms due date", async () => {
    const { placed, shown, actor, quote } = await businessOrderWithEverything();
    const invoice = await orderInvoiceFor(t.db, { orderId: placed.orderId, actor });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(invoice).not.toBeNull();
    const { order, parts } = invoice!.detail;
    expect(invoice!.invoiceNumber).toBe(`INV-${stored!.orderNumber}`);
    // Displayed equals charged: every figure is the stored order's, which is what the checkout showed.
    expect(order).toMatchObject({
      listSubtotal: stored!.listSubtotal,
      subtotal: stored!.subtotal,
      corporateDiscount: stored!.corporateDiscount,
      promoCode: "INVOICE10",
      promoDiscount: stored!.promoDiscount,
      vatRatePercent: stored!.vatRatePercent,
      taxAmount: stored!.taxAmount,
      shippingCost: stored!.shippingCost,
      totalAmount: shown.pricing.total,
      paymentMethod: "net_terms",
      paymentDueAt: stored!.paymentDueAt,
      businessInformation: expect.objectContaining({
        businessName: "Okafor Trading Ltd",
        taxId: "TIN-12345678",
      }),
    });
    expect(order.listSubtotal - order.subtotal).toBeGreaterThan(0);
    expect(order.corporateDiscount).toBeGreaterThan(0);
    expect(order.promoDiscount).toBeGreaterThan(0);
    expect(order.taxAmount).toBeGreaterThan(0);
    expect(order.paymentDueAt).not.toBeNull();
    expect(
      order.subtotal - order.corporateDiscount - order.promoDiscount + order.taxAmount + order.shippingCost,
    ).toBe(order.totalAmount);
    // One seller per vendor; the lines add up to the subtotal.
    expect(parts).toHaveLength(3);
    const lines = parts.flatMap((part) => part.items);
    expect(lines.reduce((sum, line) => sum + line.total, 0)).toBe(order.subtotal);
    expect(lines.find((line) => line.quoteId === quote.id)).toMatchObject({
      price: quote.unitPrice,
      quantity: 100,
    });
    expect(lines.find((line) => line.customization.length > 0)?.customization).toEqual([
      expect.objectContaining({ optionName: "Colour" }),
    ]);
    expect(lines.find((line) => line.quantity === 12)?.price).toBe(950_000);
  });

  it("is for the order's buyer and the back office; another buyer and the order's vendor are told it is not found", async () => {
    const placed = await placedOrder(t.db, [{ productId: (await createProduct(t.db)).id, quantity: 1 }]);
    const { user } = placed;
    const invoiceFor = async (actor: ReturnType<typeof actorFor>) =>
      (await orderInvoiceFor(t.db, { orderId: placed.orderId, actor }))?.invoiceNumber ?? null;
    const number = invoiceNumberOf(placed.orderNumber);
    expect(await invoiceFor(actorFor(user))).toBe(number);
    expect(await invoiceFor(actorFor(await createUser(t.db, { role: "admin" })))).toBe(number);
    expect(await invoiceFor(actorFor(await createUser(t.db, { role: "staff" })))).toBe(number);
    expect(await invoiceFor(actorFor(await createUser(t.db)))).toBeNull();
    const [vendor] = await t.db
      .select({ userId: vendors.userId })
      .from(vendors)
      .where(eq(vendors.id, placed.vendorIds[0]!));
    const vendorUser = { ...(await createUser(t.db, { role: "vendor" })), id: vendor!.userId! };
    expect(await invoiceFor(actorFor(vendorUser))).toBeNull();
    expect(await orderInvoiceFor(t.db, { orderId: "ord_missing", actor: actorFor(user) })).toBeNull();
  });
});
