import { describe, expect, it } from "vitest";
import {
  accessDeniedPath,
  compareVendorsPath,
  countryProductsPath,
  loginPathFor,
  orderPlacedPath,
  orderTrackingPath,
  productPath,
  productReviewsPagePath,
  productReviewsPath,
  productReviewsTabPath,
  productSuggestionsPath,
  productTabHref,
  registerPath,
  searchPath,
  vendorMessagesPath,
  vendorStorePath,
} from "./paths";

describe("paths", () => {
  it("leaves our URL-safe ids and slugs as they are", () => {
    expect(productPath("prd_3kT9-x_Q")).toBe("/products/prd_3kT9-x_Q");
    expect(vendorStorePath("ven_AbC-1")).toBe("/vendor/ven_AbC-1/store");
    expect(compareVendorsPath("prd_1")).toBe("/products/prd_1?compare=1");
  });

  it("encodes an id that came from a form, so it stays one path segment", () => {
    expect(productPath("a/b?c")).toBe("/products/a%2Fb%3Fc");
  });

  it("encodes a search term as one query value", () => {
    expect(searchPath("shea butter & soap")).toBe("/search?q=shea%20butter%20%26%20soap");
  });

  it("keeps the place to return to after sign-in, encoded", () => {
    expect(loginPathFor("/checkout?step=2&x=a b")).toBe(
      "/auth/login?redirect=%2Fcheckout%3Fstep%3D2%26x%3Da%20b",
    );
  });

  it("adds the return path to sign-up only when there is one", () => {
    expect(registerPath()).toBe("/auth/register");
    expect(registerPath("/cart")).toBe("/auth/register?redirect=%2Fcart");
  });

  it("gives a guest's order link its token, and a buyer's none", () => {
    expect(orderTrackingPath("ord_1")).toBe("/order-tracking/ord_1");
    expect(orderTrackingPath("ord_1", "t+k/n")).toBe("/order-tracking/ord_1?token=t%2Bk%2Fn");
  });

  it("sends a guest who placed an order to its tracking page, and a buyer to the confirmation", () => {
    expect(orderPlacedPath("ord_1", "tok")).toBe("/order-tracking/ord_1?token=tok&placed=1");
    expect(orderPlacedPath("ord_1", null)).toBe("/order-success?order=ord_1");
  });

  it("opens a conversation about a product only when one is given", () => {
    expect(vendorMessagesPath("ven_1")).toBe("/messages/vendor/ven_1");
    expect(vendorMessagesPath("ven_1", "prd_2")).toBe("/messages/vendor/ven_1?productId=prd_2");
  });

  it("builds query strings the pages read back", () => {
    expect(countryProductsPath("NG")).toBe("/products?country=NG");
    expect(accessDeniedPath("role", "/admin/users")).toBe("/access-denied?reason=role&from=%2Fadmin%2Fusers");
    expect(productReviewsPath("prd_1", 3)).toBe("/resources/product-reviews/prd_1?page=3");
    expect(productSuggestionsPath("prd_1", "prd_2,prd_3")).toBe(
      "/resources/product-suggestions?productId=prd_1&viewed=prd_2%2Cprd_3",
    );
  });

  it("addresses a product page's tabs, each set by its own parameter", () => {
    expect(productTabHref({ tab: "reviews" })).toBe("?tab=reviews#product-info");
    expect(productTabHref({ pricing: "b2b", b2b: "quote" })).toBe("?pricing=b2b&b2b=quote#purchase");
    expect(productReviewsTabPath("prd_1")).toBe("/products/prd_1?tab=reviews");
    expect(productReviewsPagePath("prd_1", 2)).toBe("/products/prd_1?tab=reviews&reviewsPage=2#reviews");
  });
});
