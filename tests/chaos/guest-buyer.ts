import { checkoutMessages } from "#common/schemas/checkout";
import { type ApiAnswer, apiCall, guestShipping } from "../http-client";

/** A guest's order as the client saw it end: the order id when a placement answered 201. */
export interface GuestOrder {
  email: string;
  seenOrderId: string | null;
}

export interface Target {
  /** The server's current address (it moves when the server is restarted). */
  readonly origin: string;
  /** Resolves once /healthz answers 200 again; throws if the server is gone for good. */
  waitUntilHealthy(): Promise<void>;
}

/** Stops any one call from retrying without end (each retry first waits for /healthz). */
const maxAttemptsPerCall = 30;

/**
 * One call made as a careful client makes it: a dropped connection or a 503 is retried once the
 * server is healthy again; any other failure ends the test. `settle` may accept a failure that a
 * retry answers because the first attempt did go through.
 */
async function callThroughFaults(
  target: Target,
  path: string,
  options: { method: string; body?: unknown; cookie?: string | null },
  settle: (answer: ApiAnswer, retried: boolean) => boolean = (answer) => answer.ok,
): Promise<ApiAnswer> {
  for (let attempt = 0; attempt < maxAttemptsPerCall; attempt += 1) {
    const answer = await apiCall(target.origin, path, options).catch(() => null);
    if (answer && settle(answer, attempt > 0)) return answer;
    if (answer && answer.status !== 503)
      throw new Error(`${options.method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
    await target.waitUntilHealthy();
  }
  throw new Error(`${options.method} ${path}: still failing after ${maxAttemptsPerCall} attempts`);
}

/**
 * A guest adds the product, fills in the steps and places a bank-transfer order through the REST
 * API, retrying through dropped connections and 503s. A placement retried after an answer that never
 * arrived may find the cart already ordered and emptied (409): that order went through.
 */
export async function placeGuestOrder(
  target: Target,
  { productId, quantity, email }: { productId: string; quantity: number; email: string },
): Promise<GuestOrder> {
  const added = await callThroughFaults(target, "/api/v1/cart/items", {
    method: "POST",
    body: { productId, quantity },
  });
  const cookie = added.cookie;
  if (!cookie) throw new Error("adding to a new guest cart set no cart cookie");
  await callThroughFaults(target, "/api/v1/checkout/shipping", {
    method: "PUT",
    body: guestShipping(email),
    cookie,
  });
  await callThroughFaults(target, "/api/v1/checkout/payment", {
    method: "PUT",
    body: { paymentMethod: "bank_transfer" },
    cookie,
  });
  // The total to confirm is the one priced for the address given (its country's VAT), read after the steps.
  const reviewed = await callThroughFaults(target, "/api/v1/cart", { method: "GET", cookie });
  const reviewedTotal = (reviewed.json as { cart: { pricing: { total: number } } }).cart.pricing.total;
  const placed = await callThroughFaults(
    target,
    "/api/v1/orders",
    { method: "POST", body: { expectedTotal: reviewedTotal }, cookie },
    (answer, retried) =>
      answer.status === 201 ||
      (retried && answer.status === 409 && errorMessage(answer) === checkoutMessages.cartEmpty),
  );
  return {
    email,
    seenOrderId: placed.status === 201 ? (placed.json.order as { orderId: string }).orderId : null,
  };
}

function errorMessage(answer: ApiAnswer): unknown {
  return (answer.json.error as { message?: unknown } | undefined)?.message;
}
