import { BadgeCheck, Heart, ShoppingCart, X } from "lucide-react";
import * as badgeCheck from "lucide-react/dist/esm/icons/badge-check.mjs";
import * as heart from "lucide-react/dist/esm/icons/heart.mjs";
import * as shoppingCart from "lucide-react/dist/esm/icons/shopping-cart.mjs";
import * as x from "lucide-react/dist/esm/icons/x.mjs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type LucideIconData, mergedShapes } from "./lucide-icon";

/** The data each lucide icon module hands to createLucideIcon (not in lucide's type declarations). */
const iconData = (module: object) => (module as { __iconData: LucideIconData }).__iconData;

describe("createLucideIcon (the builds' stand-in for lucide's)", () => {
  it("draws lucide's stroked shapes as one path, with the attributes the .icon rule does not already give", () => {
    const pairs = [
      [Heart, createLucideIcon(iconData(heart))],
      [BadgeCheck, createLucideIcon(iconData(badgeCheck))],
      [ShoppingCart, createLucideIcon(iconData(shoppingCart))],
      [X, createLucideIcon(iconData(x))],
    ] as const;
    for (const [Lucide, Ours] of pairs) {
      const ours = renderToStaticMarkup(<Ours className="size-4 text-primary" />);
      expect(ours.match(/<path /g)).toHaveLength(1);
      expect(ours.match(/<(circle|rect|line|polyline|polygon|ellipse) /g)).toBeNull();
      // Each of lucide's path outlines is in ours, in order.
      const theirs = [...renderToStaticMarkup(<Lucide />).matchAll(/<path d="([^"]*)"/g)].map((m) => m[1]!);
      const outline = /<path d="([^"]*)"/.exec(ours)![1]!;
      let from = 0;
      for (const d of theirs) {
        from = outline.indexOf(d, from);
        expect(from).toBeGreaterThanOrEqual(0);
      }
      expect(ours).toMatch(/^<svg viewBox="0 0 24 24" class="icon size-4 text-primary" aria-hidden="true">/);
      expect(renderToStaticMarkup(<Ours />)).toMatch(
        /^<svg viewBox="0 0 24 24" class="icon" aria-hidden="true">/,
      );
      expect(renderToStaticMarkup(<Ours aria-label="Close" role="img" />)).toMatch(
        /^<svg viewBox="0 0 24 24" class="icon" aria-label="Close" role="img">/,
      );
    }
  });

  it("turns circles, rectangles, lines and point lists into the same outlines, and keeps filled dots apart", () => {
    expect(
      mergedShapes([
        ["circle", { cx: "12", cy: "12", r: "4", key: "a" }],
        ["rect", { x: "3", y: "3", width: "18", height: "18", rx: "2", key: "b" }],
        ["line", { x1: "1", y1: "2", x2: "3", y2: "4", key: "c" }],
        ["polygon", { points: "3 11 22 2 13 21", key: "d" }],
        ["path", { d: "m4.93 4.93 1.41 1.41", key: "e" }],
        ["circle", { cx: "12", cy: "12", r: "1", fill: "currentColor", key: "f" }],
      ]),
    ).toEqual([
      [
        "path",
        {
          key: "outline",
          d:
            "M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0" +
            "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2Z" +
            "M1 2L3 4" +
            "M3 11L22 2 13 21Z" +
            "M0 0m4.93 4.93 1.41 1.41",
        },
      ],
      ["circle", { cx: "12", cy: "12", r: "1", fill: "currentColor", key: "f" }],
    ]);
  });

  it("hides an unlabelled icon from screen readers and keeps a labelled one", () => {
    const Heart = createLucideIcon(iconData(heart));
    expect(renderToStaticMarkup(<Heart />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Heart aria-label="Saved" />)).not.toContain("aria-hidden");
  });
});
