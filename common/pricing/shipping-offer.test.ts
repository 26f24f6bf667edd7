import { describe, expect, it } from "vitest";
import { shippingMethodRows } from "#db/seed/reference-data";
import { cheapestShippingForEveryCart } from "./shipping-offer";

const method = (code: string, price: number, minUnits = 1) => ({
  code,
  name: code,
  deliveryTime: "3-5 business days",
  price,
  minUnits,
});

describe("the shipping every cart is offered at the lowest price", () => {
  it("is the seeded Standard Shipping, free on every order", () => {
    expect(cheapestShippingForEveryCart(shippingMethodRows)).toMatchObject({
      name: "Standard Shipping",
      price: 0,
    });
  });

  it("is the cheapest method open from the first unit, the table's first among equal prices", () => {
    const found = cheapestShippingForEveryCart([
      method("express", 150_000),
      method("standard", 80_000),
      method("pickup", 80_000),
      method("freight", 0, 50),
    ]);
    expect(found?.code).toBe("standard");
  });

  it("is nothing when every method needs a bulk order", () => {
    expect(cheapestShippingForEveryCart([method("freight", 2_500_000, 50)])).toBeUndefined();
  });
});
