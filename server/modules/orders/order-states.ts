import { AppError } from "#server/lib/errors";

/** An order starts as 'pending' with this note. */
export const firstStatusNote = "Order received and is being processed";

export type SubOrderStatus = "pending" | "processing" | "shipped" | "delivered" | "cancelled";

/**
 * The sub-order state machine (one vendor's part of an order). The vendor moves it forward one step
 * at a time; the buyer may cancel until it ships. Every transition goes through {@link assertTransition}.
 */
const transitions: Record<SubOrderStatus, { vendor: SubOrderStatus[]; buyer: SubOrderStatus[] }> = {
  pending: { vendor: ["processing"], buyer: ["cancelled"] },
  processing: { vendor: ["shipped"], buyer: ["cancelled"] },
  shipped: { vendor: ["delivered"], buyer: [] },
  delivered: { vendor: [], buyer: [] },
  cancelled: { vendor: [], buyer: [] },
};

export function assertTransition(from: SubOrderStatus, to: SubOrderStatus, by: "vendor" | "buyer"): void {
  if (!transitions[from][by].includes(to))
    throw new AppError("CONFLICT", { message: `An order that is ${from} cannot be marked ${to}.` });
}

/** The one step a part may move on by the fulfilment flow (vendor or back office), or null at the end. */
export function nextFulfilmentStep(from: SubOrderStatus): "processing" | "shipped" | "delivered" | null {
  const [next] = transitions[from].vendor;
  return next === "processing" || next === "shipped" || next === "delivered" ? next : null;
}

/**
 * The whole order's status from its sub-orders: cancelled when all are, else the least advanced of
 * the live ones (an order is delivered when every live part is).
 */
export function orderStatusOf(parts: readonly SubOrderStatus[]): SubOrderStatus {
  const live = parts.filter((status) => status !== "cancelled");
  if (live.length === 0) return "cancelled";
  const order: SubOrderStatus[] = ["pending", "processing", "shipped", "delivered"];
  return order[Math.min(...live.map((status) => order.indexOf(status)))]!;
}

/** The note written to the history for each step, and e-mailed to the buyer. */
export const statusNotes: Record<Exclude<SubOrderStatus, "pending">, string> = {
  processing: "The vendor is preparing your items",
  shipped: "Your items have been shipped",
  delivered: "Your items have been delivered",
  cancelled: "This part of the order was cancelled",
};
