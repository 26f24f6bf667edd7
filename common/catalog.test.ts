import { describe, expect, it } from "vitest";
import { matchCountText, productCountText } from "./catalog";

describe("product counts as the storefront writes them", () => {
  it("writes exact counts with the right noun and counted-so-far ones with a plus", () => {
    expect(productCountText(1)).toBe("1 product");
    expect(productCountText(1234)).toBe("1,234 products");
    expect(matchCountText({ total: 1000, totalIsLowerBound: true })).toBe("1,000+ products");
    expect(matchCountText({ total: 1, totalIsLowerBound: false })).toBe("1 product");
  });
});
