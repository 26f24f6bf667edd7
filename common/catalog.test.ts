import { describe, expect, it } from "vitest";
import { canOrder, stockStatus, stockStatusLabels } from "./catalog";
import { stockLevel } from "./product-badges";

describe("stock: one rule for the badge and the Add to Cart button", () => {
  it("calls a product without stock Out of Stock on the card and the page, and it cannot be ordered", () => {
    expect(canOrder(0)).toBe(false);
    expect(stockStatusLabels[stockStatus(0)]).toBe("Out of Stock");
    expect(stockLevel(0).label).toBe("Out of Stock");
    expect(Object.values(stockStatusLabels)).not.toContain("Pre-Order");
  });

  it("offers Add to Cart wherever a badge says the product is in stock", () => {
    for (const quantity of [1, 50, 51]) {
      expect(canOrder(quantity)).toBe(true);
      expect(stockStatusLabels[stockStatus(quantity)]).toBe(quantity > 50 ? "In Stock" : "Limited");
    }
    expect(stockLevel(3).label).toBe("Low Stock (3 left)");
  });
});
