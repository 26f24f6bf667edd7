import { defaultFormatters } from "#common/format";
import { messages } from "#common/messages";
import { vatRateFor } from "#common/platform-settings";
import { resolveCustomization } from "#common/customization-choice";
import { priceCart } from "#common/pricing/cart-pricing";
import { checkoutModeFor, requiredDetailsSteps } from "#common/checkout-steps";
import {
  businessDetailsSchema,
  checkoutMessages,
  paymentDetailsSchema,
  shippingDetailsSchema,
} from "#common/schemas/checkout";
import type { Db } from "#db/client";
import { cartItems, carts, products, promotions, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { and, asc, eq } from "drizzle-orm";
import { listedProducts } from "../modules/catalog/product-cards";
import { takeStock } from "../modules/catalog/stock";
import type { CartOwner } from "../modules/cart/cart-owner";
import { ownedBy } from "../modules/cart/cart.queries";
import { offeredCustomization } from "../modules/catalog/offered-customization.queries";
import { minimumOrderMessage, stockShortfallMessage } from "../modules/cart/cart-quantity";
import { countPromotionUse } from "../modules/cart/count-promotion-use";
import { emptyCart } from "../modules/cart/empty-cart";
import {
  activeShippingMethods,
  findUsablePromotion,
  laddersFor,
  pricingSettings,
  shippingMethodFor,
} from "../modules/cart/pricing-inputs";
import { lockOrderableQuotes } from "../modules/rfqs/quote-lines";
import { corporatePercentOffFor } from "../modules/corporate-accounts/corporate-accounts.queries";
import { type Buyer, createOrder } from "../modules/orders/create-order";
import { netTermsStanding } from "../modules/orders/net-terms";

export type { Buyer };

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

/**
 * Places the order for the owner's cart, in one transaction: the checkout
 * details saved by the steps are validated again, the cart is re-priced from the database by the
 * one engine, stock and minimum orders are checked on locked product rows, then the owning modules'
 * commands write: orders the order, one sub-order per vendor, its items and the first status;
 * catalog takes the stock; cart counts the promotion's use and empties the cart. Any failure rolls
 * all of it back and the cart stays as it was. `expectedTotal` is the total the buyer saw on the
 * review step: it is compared, never charged.
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
    const cartLines = await tx
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
        answers: cartItems.customization,
        quoteId: cartItems.quoteId,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.savedForLater, false), listedProducts()))
      .orderBy(asc(products.id))
      .for("update", { of: products });
    // Before the steps are read: a placement sent again after its order went through (the answer was
    // lost) finds the cart emptied and its steps cleared, and must hear that, not "fill in the steps".
    if (cartLines.length === 0) throw new AppError("CONFLICT", { message: checkoutMessages.cartEmpty });
    // A quote-priced line orders its quote, locked here until the order line records it: the quote
    // must be this buyer's, accepted, still valid and not ordered yet; its quantity is the quote's.
    const quotes = await lockOrderableQuotes(tx, {
      buyerId: buyer.kind === "user" ? buyer.userId : null,
      quoteIds: cartLines.flatMap((line) => (line.quoteId ? [line.quoteId] : [])),
      now,
    });
    const lines = cartLines.map((line) => {
      const quote = line.quoteId ? quotes.get(line.quoteId) : undefined;
      return quote ? { ...line, quantity: quote.quantity, quotedUnitPrice: quote.unitPrice } : line;
    });
    const unitsOf = new Map<string, number>();
    for (const line of lines) unitsOf.set(line.productId, (unitsOf.get(line.productId) ?? 0) + line.quantity);
    for (const line of lines) {
      if ((unitsOf.get(line.productId) ?? 0) > line.stockQuantity)
        throw new AppError("CONFLICT", {
          message: `${line.name}: ${stockShortfallMessage(line.stockQuantity)}`,
        });
      // A quote's quantity was agreed with the vendor; the catalogue's minimum order does not apply.
      if (!line.quoteId && line.quantity < line.moq)
        throw new AppError("CONFLICT", { message: `${line.name}: ${minimumOrderMessage(line.moq)}` });
    }
    // Each line's customization judged and priced again against the options as they are now.
    const offered = await offeredCustomization(tx, { productIds: [...unitsOf.keys()] });
    const choices = lines.map((line) => {
      const choice = resolveCustomization(
        line.quoteId ? [] : (offered.get(line.productId) ?? []),
        line.quoteId ? {} : line.answers,
        line.quantity,
        messages.customizationChoice,
      );
      if (!choice.ok)
        throw new AppError("CONFLICT", { message: `${line.name}: ${Object.values(choice.fieldErrors)[0]}` });
      return choice;
    });

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
    const netTerms =
      payment.paymentMethod === "net_terms"
        ? await netTermsStanding(tx, { userId: buyer.kind === "user" ? buyer.userId : "", lock: true })
        : null;
    if (netTerms && !netTerms.eligible)
      throw new AppError("FORBIDDEN", { message: checkoutMessages.netTermsIneligible });

    const { defaultLadder, vat } = await pricingSettings(tx);
    // VAT by the destination the order ships to, as the cart and checkout showed it.
    const vatRatePercent = vatRateFor(vat, shipping.country);
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
      lines: lines.map((line, index) => ({
        productId: line.productId,
        price: line.price,
        quantity: line.quantity,
        ladder: ladders.get(line.productId) ?? [],
        customization: choices[index]!.cost,
        fixedUnitPrice: "quotedUnitPrice" in line ? line.quotedUnitPrice : undefined,
      })),
      corporatePercentOff: await corporatePercentOffFor(tx, {
        userId: buyer.kind === "user" ? buyer.userId : null,
      }),
      promotion,
      shippingPrice: method.price,
      vatRatePercent,
    });
    // Net terms spend the account's credit: the order must fit in what its unpaid net-terms orders leave.
    if (netTerms?.creditRemaining != null && pricing.total > netTerms.creditRemaining)
      throw new AppError("CONFLICT", {
        message: checkoutMessages.netTermsOverCredit(
          defaultFormatters.money(netTerms.creditRemaining, lines[0]!.currency),
        ),
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

    const order = await createOrder(tx, {
      buyer,
      shipping,
      business,
      payment,
      purchaseOrderKey: cart.checkoutDetails.purchaseOrder?.key ?? null,
      lines: lines.map((line, index) => ({
        ...line,
        customization: choices[index]!.chosen.map(({ optionName, shown, perUnit, setupCost }) => ({
          optionName,
          shown,
          perUnit,
          setupCost,
        })),
      })),
      pricing,
      shippingMethod: method.code,
      vatRatePercent,
      now,
    });
    await takeStock(tx, { lines });
    if (pricing.promotion) await countPromotionUse(tx, { code: pricing.promotion.code });
    await emptyCart(tx, { cartId: cart.id });

    return {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      totalAmount: pricing.total,
      currency: lines[0]!.currency,
      paymentMethod: payment.paymentMethod,
      email: order.email,
      guestToken: order.guestToken,
      vendorIds: order.vendorIds,
    };
  });
}
