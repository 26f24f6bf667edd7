import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AddToCartButton } from "./add-to-cart-button";
import { CardCartButtons } from "./card-cart-buttons";

/** What a component shows on a page of its own (its fetcher needs a router). */
function render(element: ReactElement): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

const visibleText = (html: string) => html.replace(/<[^>]+>/g, "");

describe("a product card's cart buttons", () => {
  it("say Add to Cart and Buy Now, each naming the product to a screen reader", () => {
    const html = render(
      <CardCartButtons form="cards" productId="p1" productName="Kente Scarf" stockQuantity={4} />,
    );
    expect(visibleText(html)).toBe("Add to CartBuy Now");
    expect(html).toContain('aria-label="Add to Cart: Kente Scarf"');
    expect(html).toContain('aria-label="Buy Now: Kente Scarf"');
  });

  it("say Out of stock, disabled, when none is left", () => {
    const html = render(
      <CardCartButtons form="cards" productId="p1" productName="Kente Scarf" stockQuantity={0} />,
    );
    expect(visibleText(html)).toBe("Out of stock");
    expect(html).toMatch(/<button[^>]*disabled/);
  });
});

describe("the Add to Cart button", () => {
  it("says Add to Cart, and Buy Now where asked, each naming the product to a screen reader", () => {
    const alone = render(
      <AddToCartButton productId="p1" productName="Adire Tote" quantity={2} stockQuantity={9} />,
    );
    expect(visibleText(alone)).toBe("Add to Cart");
    expect(alone).toContain('aria-label="Add to Cart: Adire Tote"');
    const withBuyNow = render(
      <AddToCartButton productId="p1" productName="Adire Tote" quantity={2} stockQuantity={9} buyNow />,
    );
    expect(visibleText(withBuyNow)).toBe("Add to CartBuy Now");
    expect(withBuyNow).toContain('aria-label="Buy Now: Adire Tote"');
  });

  it("says Out of stock, disabled, when none is left", () => {
    const html = render(
      <AddToCartButton productId="p1" productName="Adire Tote" quantity={1} stockQuantity={0} />,
    );
    expect(visibleText(html)).toBe("Out of stock");
    expect(html).toMatch(/<button[^>]*disabled/);
  });
});
