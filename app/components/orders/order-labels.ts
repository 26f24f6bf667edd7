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

const dateFormat = new Intl.DateTimeFormat("en-NG", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Lagos",
});
export function formatOrderDate(value: Date | string): string {
  return dateFormat.format(new Date(value));
}

/** The badge colour of an order or sub-order status. */
export function statusTone(status: string): "warning" | "success" | "info" {
  return status === "cancelled" ? "warning" : status === "delivered" ? "success" : "info";
}
