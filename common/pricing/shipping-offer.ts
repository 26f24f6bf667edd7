import type { ShippingChoice } from "#common/views/cart";

/**
 * The lowest shipping price every cart is offered, as the cart page's banner states it: among the
 * methods open from the first unit (freight waits for a bulk order), the cheapest, the table's first
 * among equal prices. It reads the same shipping table checkout charges from, so the banner never
 * promises less than an order is charged (the spec's "free over ₦50,000" was never charged so).
 */
export function cheapestShippingForEveryCart<Method extends ShippingChoice>(
  methods: readonly Method[],
): Method | undefined {
  return methods
    .filter((method) => method.minUnits <= 1)
    .reduce<Method | undefined>(
      (cheapest, method) => (!cheapest || method.price < cheapest.price ? method : cheapest),
      undefined,
    );
}
