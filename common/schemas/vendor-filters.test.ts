import { describe, expect, it } from "vitest";
import { parseVendorFilters, vendorFilterSearchParams } from "./vendor-filters";

describe("vendor filters", () => {
  it("reads every filter and writes them back in one spelling", () => {
    const filters = parseVendorFilters(
      new URLSearchParams("q=%20Lagos%20&country=ng&businessType=Manufacturer&verified=on&minRating=4"),
    );
    expect(filters).toEqual({
      search: "Lagos",
      country: "NG",
      businessType: "Manufacturer",
      verified: true,
      minRating: 4,
    });
    expect(vendorFilterSearchParams(filters).toString()).toBe(
      "q=Lagos&country=NG&businessType=Manufacturer&verified=true&minRating=4",
    );
  });

  it("leaves out empty, 'all' and malformed values instead of failing", () => {
    expect(
      parseVendorFilters(new URLSearchParams("q=&country=Nigeria&businessType=all&verified=no&minRating=9")),
    ).toEqual({});
    expect(parseVendorFilters(new URLSearchParams("minRating=abc&country=x1"))).toEqual({});
    expect(parseVendorFilters(new URLSearchParams(`q=${"a".repeat(300)}`)).search).toHaveLength(100);
  });
});
