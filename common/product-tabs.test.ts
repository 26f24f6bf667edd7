import { describe, expect, it } from "vitest";
import { productTabsFrom } from "./product-tabs";

describe("productTabsFrom", () => {
  const tabs = (query: string) => productTabsFrom(new URLSearchParams(query));

  it("opens the first tab of each set when the address names none, or names one that does not exist", () => {
    const first = { info: "description", pricing: "retail", b2b: "bulk-pricing" };
    expect(tabs("")).toEqual(first);
    expect(tabs("tab=nonsense&pricing=wholesale&b2b=x")).toEqual(first);
  });

  it("opens the tabs the address names; a business tab opens the Business (B2B) area", () => {
    expect(tabs("tab=specifications")).toMatchObject({ info: "specifications" });
    expect(tabs("b2b=quote")).toEqual({ info: "description", pricing: "b2b", b2b: "quote" });
    expect(tabs("pricing=b2b")).toMatchObject({ pricing: "b2b", b2b: "bulk-pricing" });
  });

  it("keeps the older addresses: a review page opens Reviews, ?documents opens Documents", () => {
    expect(tabs("reviewsPage=2").info).toBe("reviews");
    expect(tabs("documents").info).toBe("documents");
  });
});
