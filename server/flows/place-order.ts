import { randomBytes } from "node:crypto";
import { sha256 } from "#server/lib/hash";
import { messages } from "#common/messages";
import { priceCart } from "#common/pricing/cart-pricing";
import { checkoutModeFor, requiredDetailsSteps } from "#common/checkout-steps";
import {
  businessDetailsSchema,
  checkoutMessages,
  netTermsDays,
  paymentDetailsSchema,
  shippingDetailsSchema,
} from "#common/schemas/checkout";
import { type Db, queryRows } from "#db/client";
import {
  cartItems,
  carts,
  orderItems,
  orders,
  orderStatus,
  products,
  promotions,
  settings,
  subOrders,
  vendors,
} from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { parseInput } from "#server/lib/validate";
import { and, asc, eq, sql } from "drizzle-orm";
import { listedProducts } from "../modules/catalog/product-cards";
import type { CartOwner } from "../modules/cart/cart-owner";
import { ownedBy } from "../modules/cart/cart.queries";
import { minimumOrderMessage, stockShortfallMessage } from "../modules/cart/cart-quantity";
import {
  activeShippingMethods,
  findUsablePromotion,
  laddersFor,
  pricingSettings,
  shippingMethodFor,
} from "../modules/cart/pricing-inputs";
import { isEligibleForNetTerms } from "../modules/orders/net-terms";
import { firstStatusNote } from "../modules/orders/order-states";

export type Buyer = { kind: "user"; userId: string; email: string } | { kind: "guest" };

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  totalAmount: number;
  currency: string;
  paymentMethod: string;
  email: string;
  /** Only for guest orders: the secret of their tracking link. */
  guestToken: string | null;
  vendorIds: string[];
}

export const commissionSettingKey = "vendor_commission_percent";

/**
 * Places the order for the owner's cart, in one transaction (issue 4, DESIGN §6): the checkout
 * details saved by the steps are validated again, the cart is re-priced from the database by the
 * one engine, stock and minimum orders are checked on locked product rows, then the order, one
 * sub-order per vendor, its items and the first status are written, stock is taken and the cart is
 * emptied. Any failure rolls all of it back and the cart stays as it was. `expectedTotal` is the
 * total the buyer saw on the review step: it is compared, never charged.
 */
export async function placeOrder(
  db: Db,
  {
    owner,
    buyer,
    expectedTotal,
    now = new Date(),
  }: { owner: CartOwner; buyer: Buyer; expectedTotal?: unknown; now?: Date },
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const [cart] = await tx.select().from(carts).where(ownedBy(owner)).for("update");
    if (!cart) throw new AppError("CONFLICT", { message: checkoutMessages.cartEmpty });

    // Locked in id order, so concurrent checkouts of the same products queue instead of deadlocking.
    const lines = await tx
      .select({
        productId: products.id,
        name: products.name,
        sku: products.sku,
        price: products.price,
        currency: products.currency,
        moq: products.moq,
        stockQuantity: products.stockQuantity,
        vendorId: products.vendorId,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.savedForLater, false), listedProducts()))
      .orderBy(asc(products.id))
      .for("update", { of: products });
    // Before the steps are read: a placement sent again after its order went through (the answer was
    // lost) finds the cart emptied and its steps cleared, and must hear that, not "fill in the steps".
    if (lines.length === 0) throw new AppError("CONFLICT", { message: checkoutMessages.cartEmpty });
    for (const line of lines) {
      if (line.quantity > line.stockQuantity)
        throw new AppError("CONFLICT", {
          message: `${line.name}: ${stockShortfallMessage(line.stockQuantity)}`,
        });
      if (line.quantity < line.moq)
        throw new AppError("CONFLICT", { message: `${line.name}: ${minimumOrderMessage(line.moq)}` });
    }

    const shipping = parseInput(shippingDetailsSchema, cart.checkoutDetails.shipping ?? {});
    const business = requiredDetailsSteps(checkoutModeFor(buyer.kind === "user")).includes("business")
      ? parseInput(businessDetailsSchema, cart.checkoutDetails.business ?? {})
      : null;
    const payment = parseInput(paymentDetailsSchema, cart.checkoutDetails.payment ?? {});
    if (
      (payment.paymentMethod === "net_terms" || payment.paymentMethod === "purchase_order") &&
      buyer.kind !== "user"
    ) {
      throw new AppError("VALIDATION", { message: checkoutMessages.loginToOrder });
    }
    if (
      payment.paymentMethod === "net_terms" &&
      !(await isEligibleForNetTerms(tx, { userId: buyer.kind === "user" ? buyer.userId : "" }))
    ) {
      throw new AppError("FORBIDDEN", { message: checkoutMessages.netTermsIneligible });
    }

    const { defaultLadder, vatRatePercent } = await pricingSettings(tx);
    const ladders = await laddersFor(tx, { productIds: lines.map((line) => line.productId), defaultLadder });
    if (cart.promoCode)
      await tx
        .select({ id: promotions.id })
        .from(promotions)
        .where(eq(promotions.code, cart.promoCode))
        .for("update");
    const promotion = cart.promoCode ? await findUsablePromotion(tx, { code: cart.promoCode, now }) : null;
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    const method = shippingMethodFor(await activeShippingMethods(tx), { chosen: cart.shippingMethod, units });
    if (!method) throw new AppError("CONFLICT", { message: messages.cart.shippingUnavailable });
    const pricing = priceCart({
      lines: lines.map((line) => ({
        productId: line.productId,
        price: line.price,
        quantity: line.quantity,
        ladder: ladders.get(line.productId) ?? [],
      })),
      corporatePercentOff: 0,
      promotion,
      shippingPrice: method.price,
      vatRatePercent,
    });
    if (
      expectedTotal !== undefined &&
      expectedTotal !== null &&
      expectedTotal !== "" &&
      Number(expectedTotal) !== pricing.total
    ) {
      throw new AppError("CONFLICT", {
        message:
          "The total changed since you reviewed your order. Please check the new total and place the order again.",
      });
    }

    const [sequence] = await queryRows<{ value: string }>(
      tx,
      sql`select nextval('order_number_seq')::text as value`,
    );
    const orderId = newId("ord");
    const orderNumber = `SAB-${sequence!.value.padStart(6, "0")}`;
    const guestToken = buyer.kind === "guest" ? randomBytes(24).toString("base64url") : null;
    const email = buyer.kind === "user" ? buyer.email : shipping.email;
    const address = { ...shipping, saveAddress: undefined, specialInstructions: undefined };
    await tx.insert(orders).values({
      id: orderId,
      orderNumber,
      userId: buyer.kind === "user" ? buyer.userId : null,
      email,
      guestTokenHash: guestToken ? sha256(guestToken) : null,
      paymentStatus:
        payment.paymentMethod === "net_terms" || payment.paymentMethod === "purchase_order"
          ? "on_account"
          : "awaiting_payment",
      paymentMethod: payment.paymentMethod,
      currency: lines[0]!.currency,
      listSubtotal: pricing.listSubtotal,
      subtotal: pricing.subtotal,
      corporateDiscount: pricing.corporateDiscount,
      promoCode: pricing.promotion?.code ?? null,
      promoDiscount: pricing.promoDiscount,
      shippingMethod: method.code,
      shippingCost: pricing.shipping,
      vatRatePercent: String(vatRatePercent),
      taxAmount: pricing.tax,
      totalAmount: pricing.total,
      shippingAddress: stringValues(address),
      billingAddress: stringValues(address),
      businessInformation: business && business.buyerType === "business" ? stringValues(business) : null,
      purchaseOrderDocumentKey:
        payment.paymentMethod === "purchase_order" ? (cart.checkoutDetails.purchaseOrder?.key ?? null) : null,
      purchaseOrderNumber:
        payment.paymentMethod === "purchase_order"
          ? payment.poNumber
          : business?.buyerType === "business" && business.poNumber
            ? business.poNumber
            : null,
      netTerms: payment.paymentMethod === "net_terms" ? payment.netTermsDuration : null,
      paymentDueAt:
        payment.paymentMethod === "net_terms" && payment.netTermsDuration
          ? new Date(now.getTime() + netTermsDays[payment.netTermsDuration] * 86_400_000)
          : null,
      specialInstructions: shipping.specialInstructions || null,
    });

    const commissionPercent = await commissionPercentSetting(tx);
    const vendorIds = [...new Set(lines.map((line) => line.vendorId))];
    for (const vendorId of vendorIds) {
      const vendorLines = lines
        .map((line, index) => ({ line, priced: pricing.lines[index]! }))
        .filter(({ line }) => line.vendorId === vendorId);
      const subtotal = vendorLines.reduce((sum, { priced }) => sum + priced.lineTotal, 0);
      const subOrderId = newId("sub");
      await tx.insert(subOrders).values({
        id: subOrderId,
        orderId,
        vendorId,
        subtotal,
        commissionPercent: String(commissionPercent),
        commissionAmount: Math.round((subtotal * commissionPercent) / 100),
      });
      await tx.insert(orderItems).values(
        vendorLines.map(({ line, priced }) => ({
          id: newId("oit"),
          orderId,
          subOrderId,
          productId: line.productId,
          productName: line.name,
          sku: line.sku,
          quantity: line.quantity,
          listPrice: line.price,
          price: priced.unitPrice,
          total: priced.lineTotal,
        })),
      );
    }
    await tx.insert(orderStatus).values({
      id: newId("ost"),
      orderId,
      status: "pending",
      notes: firstStatusNote,
      actorUserId: buyer.kind === "user" ? buyer.userId : null,
    });

    for (const line of lines) {
      await tx
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}`, updatedAt: sql`now()` })
        .where(eq(products.id, line.productId));
    }
    if (pricing.promotion)
      await tx
        .update(promotions)
        .set({ usedCount: sql`${promotions.usedCount} + 1` })
        .where(eq(promotions.code, pricing.promotion.code));
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.savedForLater, false)));
    await tx
      .update(carts)
      .set({ promoCode: null, checkoutDetails: {}, updatedAt: sql`now()` })
      .where(eq(carts.id, cart.id));

    return {
      orderId,
      orderNumber,
      totalAmount: pricing.total,
      currency: lines[0]!.currency,
      paymentMethod: payment.paymentMethod,
      email,
      guestToken,
      vendorIds,
    };
  });
}

function stringValues(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      value === undefined || value === "" ? [] : [[key, String(value)]],
    ),
  );
}

async function commissionPercentSetting(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, commissionSettingKey));
  const value = row?.value ?? 0;
  if (typeof value !== "number" || value < 0 || value > 100)
    throw new Error(`Setting ${commissionSettingKey} is not a percentage: ${JSON.stringify(value)}`);
  return value;
}
