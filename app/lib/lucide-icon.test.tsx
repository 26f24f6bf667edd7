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
  it("draws lucide's shapes with the attributes the .icon rule does not already give", () => {
    const pairs = [
      [Heart, createLucideIcon(iconData(heart))],
      [BadgeCheck, createLucideIcon(iconData(badgeCheck))],
      [ShoppingCart, createLucideIcon(iconData(shoppingCart))],
      [X, createLucideIcon(iconData(x))],
    ] as const;
    const shapes = (markup: string) => markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    for (const [Lucide, Ours] of pairs) {
      const ours = renderToStaticMarkup(<Ours className="size-4 text-primary" />);
      expect(shapes(ours)).toBe(shapes(renderToStaticMarkup(<Lucide />)));
      expect(ours).toMatch(/^<svg viewBox="0 0 24 24" class="icon size-4 text-primary" aria-hidden="true">/);
      expect(renderToStaticMarkup(<Ours />)).toMatch(
        /^<svg viewBox="0 0 24 24" class="icon" aria-hidden="true">/,
      );
      expect(renderToStaticMarkup(<Ours aria-label="Close" role="img" />)).toMatch(
        /^<svg viewBox="0 0 24 24" class="icon" aria-label="Close" role="img">/,
      );
    }
  });

  it("hides an unlabelled icon from screen readers and keeps a labelled one", () => {
    const Heart = createLucideIcon(iconData(heart));
    expect(renderToStaticMarkup(<Heart />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Heart aria-label="Saved" />)).not.toContain("aria-hidden");
  });
});
