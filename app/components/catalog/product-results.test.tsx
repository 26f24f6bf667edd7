import type { ProductCardData } from "#common/catalog";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductResults } from "./product-results";

function card(id: string): ProductCardData {
  return {
    id,
    name: `Kente Scarf ${id}`,
    price: 1_250_000,
    currency: "NGN",
    imageKey: null,
    imageAlt: null,
    vendor: {
      id: "v1",
      businessName: "Bonwire Weavers",
      verified: true,
      tradeAssured: false,
      countryCode: "GH",
      supplierType: "manufacturer",
    },
    category: null,
    ratingAverage: 0,
    ratingCount: 0,
    moq: 1200,
    stockQuantity: 5,
    createdAt: "2026-11-01T00:00:00.000Z",
    isNew: true,
    sampleAvailable: true,
    discountPercentage: 0,
  };
}

type FirstPage = { rows: ProductCardData[]; total: number; page: number; totalIsLowerBound: boolean };

/** The list as a page renders it. */
function markup(page: FirstPage) {
  const Stub = createRoutesStub([
    {
      path: "/products",
      Component: () => <ProductResults first={{ ...page, pageSize: 12 }} label="Product pages" />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/products"]} />);
}

/** The list's text as a reader sees it. */
function shownText(page: FirstPage) {
  return markup(page).replace(/<[^>]+>/g, " ");
}

describe("a product list", () => {
  it("says which products it shows of how many, the count's noun following it", () => {
    expect(shownText({ rows: [card("a")], total: 1, page: 1, totalIsLowerBound: false })).toContain(
      "Showing 1–1 of 1 product",
    );
    expect(
      shownText({ rows: [card("a"), card("b")], total: 1234, page: 2, totalIsLowerBound: false }),
    ).toContain("Showing 13–14 of 1,234 products");
  });

  it("adds a plus to a total counted only so far", () => {
    expect(shownText({ rows: [card("a")], total: 1000, page: 1, totalIsLowerBound: true })).toContain(
      "Showing 1–1 of 1,000+ products",
    );
  });

  it("shows each card's badges, minimum order and rating, and names its buttons after the product", () => {
    const rated = { ...card("b"), ratingAverage: 4, ratingCount: 1234 };
    const html = markup({ rows: [card("a"), rated], total: 2, page: 1, totalIsLowerBound: false });
    const text = html.replace(/<[^>]+>/g, " ");
    expect(text).toContain("New");
    expect(text).toContain("Sample Available");
    expect(text).toContain("Min. order: 1,200");
    expect(text).toContain("No reviews yet");
    expect(text).toContain("4.0 (1,234)");
    expect(html).toContain('aria-label="Rated 4.0 out of 5, 1,234 reviews"');
    expect(html).toContain('aria-label="Add Kente Scarf a to wishlist"');
    expect(html).toContain('aria-label="Quick view: Kente Scarf a"');
  });
});
