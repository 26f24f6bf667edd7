import type { CheckoutPaymentMethod } from "#common/schemas/checkout";

export const orderStatusLabels: Record<string, string> = {
  pending: "Pending",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  paid: "Paid",
  payment_failed: "Payment failed",
  refunded: "Refunded",
  refund_pending: "Refund pending",
};

export const paymentStatusLabels: Record<string, string> = {
  awaiting_payment: "Awaiting payment",
  paid: "Paid",
  on_account: "On account",
  failed: "Payment failed",
  cancelled: "Cancelled",
};

export const paymentMethodNames: Record<CheckoutPaymentMethod, string> = {
  card: "Card",
  mobile_money: "Mobile money",
  bank_transfer: "Bank transfer",
  net_terms: "Net terms",
  purchase_order: "Purchase order",
};

/** The badge colour of an order or sub-order status. */
export function statusTone(status: string): "warning" | "success" | "info" {
  return status === "cancelled" ? "warning" : status === "delivered" ? "success" : "info";
}
