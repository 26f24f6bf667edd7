import { describe, expect, it } from "vitest";
import { productFilterSearchParams } from "#common/product-filters";
import { parseProductFilters } from "./product-filters";

const parse = (query: string) => parseProductFilters(new URLSearchParams(query));

describe("parseProductFilters", () => {
  it("reads every filter, prices from naira to kobo", () => {
    expect(
      parse(
        "q=Kente+cloth&category=Fashion&minPrice=1000&maxPrice=25000.5&minMoq=2&maxMoq=50&availability=in_stock&country=ng&verified=true&supplierType=Manufacturer&minRating=4",
      ),
    ).toEqual({
      search: "Kente cloth",
      category: "fashion",
      minPrice: 100_000,
      maxPrice: 2_500_050,
      minMoq: 2,
      maxMoq: 50,
      inStock: true,
      country: "NG",
      verified: true,
      supplierType: "manufacturer",
      minRating: 4,
    });
  });

  it("has no filters for an empty query", () => {
    expect(parse("")).toEqual({});
  });

  it("treats empty values and the spec's 'all' as no filter", () => {
    expect(
      parse("q=+&category=all&country=ALL&supplierType=all&price=all&moq=all&minPrice=&verified="),
    ).toEqual({});
  });

  it("accepts the spec's 'min-max' range strings, either end optional", () => {
    expect(parse("price=500-2000&moq=10-")).toEqual({ minPrice: 50_000, maxPrice: 200_000, minMoq: 10 });
    expect(parse("price=-2000")).toEqual({ maxPrice: 200_000 });
  });

  it("ignores malformed values instead of failing", () => {
    expect(
      parse(
        "minPrice=abc&maxPrice=-5&minMoq=NaN&country=NGA&category=../etc&availability=yes&verified=maybe&minRating=lots&price=1-2-3&supplierType=%3Cscript%3E",
      ),
    ).toEqual({});
  });

  it("clamps out-of-range values and puts a reversed range in order", () => {
    expect(parse("minRating=9")).toEqual({ minRating: 5 });
    expect(parse("minRating=-1")).toEqual({});
    expect(parse("minRating=0")).toEqual({});
    expect(parse("minPrice=5000&maxPrice=100")).toEqual({ minPrice: 10_000, maxPrice: 500_000 });
    expect(parse("minMoq=2.7&maxMoq=1e12")).toEqual({ minMoq: 2, maxMoq: 2_147_483_647 });
    expect(parse(`q=${"a".repeat(500)}`).search).toHaveLength(100);
  });

  it("keeps search text as typed, wildcards included, without control characters", () => {
    expect(parse("q=100%25+cotton_").search).toBe("100% cotton_");
    expect(parse("q=shea%00butter%0A").search).toBe("shea butter");
    expect(parse("q=%00")).toEqual({});
  });

  it("reads the first of repeated parameters", () => {
    expect(parse("country=GH&country=NG")).toEqual({ country: "GH" });
  });
});

describe("productFilterSearchParams", () => {
  it("writes filters back in the one canonical spelling, naira in the URL", () => {
    const filters = parse("price=500-2000&country=ke&verified=1&availability=in_stock&q=mud+cloth&junk=1");
    expect(productFilterSearchParams(filters).toString()).toBe(
      "q=mud+cloth&minPrice=500&maxPrice=2000&availability=in_stock&country=KE&verified=true",
    );
    expect(parseProductFilters(productFilterSearchParams(filters))).toEqual(filters);
  });
});
