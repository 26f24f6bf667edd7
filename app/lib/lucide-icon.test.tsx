import { BadgeCheck, Heart, ShoppingCart, X } from "lucide-react";
import * as badgeCheck from "lucide-react/dist/esm/icons/badge-check.mjs";
import * as heart from "lucide-react/dist/esm/icons/heart.mjs";
import * as shoppingCart from "lucide-react/dist/esm/icons/shopping-cart.mjs";
import * as x from "lucide-react/dist/esm/icons/x.mjs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type LucideIconData } from "./lucide-icon";

/** The data each lucide icon module hands to createLucideIcon (not in lucide's type declarations). */
const iconData = (module: object) => (module as { __iconData: LucideIconData }).__iconData;

describe("createLucideIcon (the builds' stand-in for lucide's)", () => {
  it("draws the same markup as lucide-react", () => {
    const pairs = [
      [Heart, createLucideIcon(iconData(heart))],
      [BadgeCheck, createLucideIcon(iconData(badgeCheck))],
      [ShoppingCart, createLucideIcon(iconData(shoppingCart))],
      [X, createLucideIcon(iconData(x))],
    ] as const;
    for (const [Lucide, Ours] of pairs) {
      expect(renderToStaticMarkup(<Ours />)).toBe(renderToStaticMarkup(<Lucide />));
      expect(renderToStaticMarkup(<Ours className="size-4 text-primary" />)).toBe(
        renderToStaticMarkup(<Lucide className="size-4 text-primary" />),
      );
      expect(renderToStaticMarkup(<Ours aria-label="Close" role="img" />)).toBe(
        renderToStaticMarkup(<Lucide aria-label="Close" role="img" />),
      );
      expect(renderToStaticMarkup(<Ours aria-hidden="true" focusable="false" />)).toBe(
        renderToStaticMarkup(<Lucide aria-hidden="true" focusable="false" />),
      );
    }
  });

  it("hides an unlabelled icon from screen readers and keeps a labelled one", () => {
    const Heart = createLucideIcon(iconData(heart));
    expect(renderToStaticMarkup(<Heart />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Heart aria-label="Saved" />)).not.toContain("aria-hidden");
  });
});
