import { describe, expect, it } from "vitest";
import { canOrder, matchCountText, productCountText, stockStatus, stockStatusLabels } from "./catalog";
import { stockLevel } from "./product-badges";

describe("product counts as the storefront writes them", () => {
  it("writes exact counts with the right noun and counted-so-far ones with a plus", () => {
    expect(productCountText(1)).toBe("1 product");
    expect(productCountText(1234)).toBe("1,234 products");
    expect(matchCountText({ total: 1000, totalIsLowerBound: true })).toBe("1,000+ products");
    expect(matchCountText({ total: 1, totalIsLowerBound: false })).toBe("1 product");
  });
});

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
