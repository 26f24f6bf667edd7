import { describe, expect, it } from "vitest";
import { enabledDependants, missingDependencies } from "./feature-flags";
import { featuresOfPath, isLinkHidden } from "./feature-routes";

describe("featuresOfPath", () => {
  it("names the flag of each gated page, however the path is spelt, and none for other pages", () => {
    expect(featuresOfPath("/rfq")).toEqual(["rfq-system"]);
    expect(featuresOfPath("/Account/RFQs/rfq_1/")).toEqual(["rfq-system"]);
    expect(featuresOfPath("/admin/b2b/rfqs/rfq_1")).toEqual(["rfq-system"]);
    expect(featuresOfPath("/admin/corporate-accounts/cor_1/edit")).toEqual(["corporate-accounts"]);
    expect(featuresOfPath("/vendor/products/prd_1/pricing")).toEqual(["bulk-pricing"]);
    expect(featuresOfPath("/vendor/products/prd_1/customization")).toEqual(["customization-service"]);
    expect(featuresOfPath("/vendor/analytics")).toEqual(["analytics-dashboard"]);
    expect(featuresOfPath("/admin/ai-analytics")).toEqual(["analytics-dashboard"]);
    expect(featuresOfPath("/market-days")).toEqual(["market-days"]);
    expect(featuresOfPath("/market-days/feedback")).toEqual(["market-days"]);
    expect(featuresOfPath("/active-market/mkt_1")).toEqual(["market-days"]);
    expect(featuresOfPath("/vendor/my-market-days")).toEqual(["market-days"]);
    expect(featuresOfPath("/admin/b2b/market-days/mkt_1")).toEqual(["market-days"]);
    expect(featuresOfPath("/admin/reports")).toEqual([]);
    expect(featuresOfPath("/vendor/products/prd_1")).toEqual([]);
    expect(featuresOfPath("/rfqs-guide")).toEqual([]);
    expect(featuresOfPath("/dashboard/bulk-orders")).toEqual([]);
  });
});

describe("isLinkHidden", () => {
  it("hides a link to a page of a flag that is off, ignoring its query", () => {
    expect(isLinkHidden("/rfq?product=prd_1", [])).toBe(true);
    expect(isLinkHidden("/rfq?product=prd_1", ["rfq-system"])).toBe(false);
    expect(isLinkHidden("/market-days", ["rfq-system"])).toBe(true);
    expect(isLinkHidden("/market-days", ["market-days"])).toBe(false);
    expect(isLinkHidden("/products", [])).toBe(false);
  });
});

describe("the dependency rules", () => {
  const flags = [
    { key: "bulk-pricing", enabled: false, dependencies: [] },
    { key: "corporate-accounts", enabled: true, dependencies: ["bulk-pricing"] },
    { key: "rfq-system", enabled: true, dependencies: [] },
  ];

  it("lists the dependencies that are off, and the enabled flags that depend on a flag", () => {
    expect(missingDependencies(flags, "corporate-accounts")).toEqual(["bulk-pricing"]);
    expect(missingDependencies(flags, "rfq-system")).toEqual([]);
    expect(enabledDependants(flags, "bulk-pricing")).toEqual(["corporate-accounts"]);
    expect(enabledDependants(flags, "rfq-system")).toEqual([]);
  });
});
