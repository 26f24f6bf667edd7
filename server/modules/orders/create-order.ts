import type { CartPricing } from "#common/pricing/cart-pricing";
import {
  type BusinessDetails,
  netTermsDays,
  type PaymentDetails,
  type ShippingDetails,
} from "#common/schemas/checkout";
import { type Db, queryRows } from "#db/client";
import { orderItems, orders, orderStatus, subOrders, type OrderItemCustomization } from "#db/schema";
import { sha256 } from "#server/lib/hash";
import { newId } from "#server/lib/ids";
import { sql } from "drizzle-orm";
import { countPlacedOrder } from "../analytics/count-sales";
import { readSettings } from "../settings/settings.queries";
import { guestOrderToken } from "./guest-order-token";
import { firstStatusNote } from "./order-states";

/**
 * Who orders: an account holder, or a guest, whose tracking token is derived from the order's id
 * with `tokenSecret` (AUTH_SECRET; `guestOrderToken`).
 */
export type Buyer = { kind: "user"; userId: string; email: string } | { kind: "guest"; tokenSecret: string };

/** A priced cart line as the order copies it: the product's name, SKU and list price at placement. */
export interface OrderLine {
  productId: string;
  name: string;
  sku: string;
  /** List price per unit. */
  price: number;
  currency: string;
  vendorId: string;
  quantity: number;
  /** The customization chosen and priced at placement; empty for none. */
  customization: OrderItemCustomization[];
  /** The accepted quote a quote-priced line orders; null otherwise. */
  quoteId: string | null;
}

/**
 * Writes a placed order inside the placing transaction, which has locked and checked everything it
 * rests on: the order with the totals the pricing engine gave (stored, never recomputed), one
 * sub-order per vendor with its commission, the items, and the first status. Net terms and purchase
 * orders are on account; the other methods await payment. The vendors' sales summaries count it
 * in the same transaction. A guest order stores only the SHA-256 of
 * its tracking token; the token itself is returned once.
 */
export async function createOrder(
  tx: Db,
  {
    buyer,
    shipping,
    business,
    payment,
    purchaseOrderKey,
    lines,
    pricing,
    shippingMethod,
    vatRatePercent,
    now,
  }: {
    buyer: Buyer;
    shipping: ShippingDetails;
    business: BusinessDetails | null;
    payment: PaymentDetails;
    purchaseOrderKey: string | null;
    /** In the order of `pricing.lines`. */
    lines: OrderLine[];
    pricing: CartPricing;
    shippingMethod: string;
    vatRatePercent: number;
    now: Date;
  },
) {
  const [sequence] = await queryRows<{ value: string }>(
    tx,
    sql`select nextval('order_number_seq')::text as value`,
  );
  const orderId = newId("ord");
  const orderNumber = `SAB-${sequence!.value.padStart(6, "0")}`;
  const guestToken = buyer.kind === "guest" ? guestOrderToken(orderId, buyer.tokenSecret) : null;
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
    shippingMethod,
    shippingCost: pricing.shipping,
    vatRatePercent: String(vatRatePercent),
    taxAmount: pricing.tax,
    totalAmount: pricing.total,
    shippingAddress: stringValues(address),
    billingAddress: stringValues(address),
    businessInformation: business && business.buyerType === "business" ? stringValues(business) : null,
    purchaseOrderDocumentKey: payment.paymentMethod === "purchase_order" ? purchaseOrderKey : null,
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

  const { commission: commissionPercent } = await readSettings(tx, ["commission"]);
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
        customization: line.customization,
        customizationUnitCost: priced.customizationUnitCost,
        quoteId: line.quoteId,
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
  await countPlacedOrder(tx, { orderId });
  return { orderId, orderNumber, guestToken, email, vendorIds };
}

function stringValues(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      value === undefined || value === "" ? [] : [[key, String(value)]],
    ),
  );
}
