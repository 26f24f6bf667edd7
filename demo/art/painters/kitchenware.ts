import type { PaintContext, Scene } from "../scene";
import { el, linearGradient } from "../svg";

/** Vessels shared by food and beauty pictures: bowls, jars and sacks, each a Scene. */

export function bowl(
  { id }: PaintContext,
  cx: number,
  rimY: number,
  halfWidth: number,
  color: string,
  fillColor: string,
  heapHeight: number,
): Scene {
  const wood = id(`bowl${Math.round(cx)}`);
  const depth = halfWidth * 0.8;
  return {
    defs: linearGradient(
      wood,
      [
        [0, color],
        [0.6, color],
        [1, "#000000", 0.6],
      ],
      { x2: 1, y2: 1 },
    ),
    body:
      el("path", {
        d: `M${cx - halfWidth} ${rimY}Q${cx} ${rimY + depth * 1.6} ${cx + halfWidth} ${rimY}Z`,
        fill: `url(#${wood})`,
      }) +
      el("path", {
        d: `M${cx - halfWidth + 6} ${rimY}Q${cx} ${rimY - heapHeight * 2} ${cx + halfWidth - 6} ${rimY}Z`,
        fill: fillColor,
      }) +
      el("path", {
        d: `M${cx - halfWidth} ${rimY}Q${cx} ${rimY + halfWidth * 0.16} ${cx + halfWidth} ${rimY}`,
        fill: "none",
        stroke: "#000000",
        strokeOpacity: 0.35,
        strokeWidth: 8,
        strokeLinecap: "round",
      }),
  };
}

/** A jar or tub: body, contents showing through glass when `glass`, and a lid. */
export function jar(
  { id }: PaintContext,
  {
    x,
    bottom,
    width,
    height,
    body,
    lid,
    glass = false,
  }: { x: number; bottom: number; width: number; height: number; body: string; lid: string; glass?: boolean },
): Scene {
  const shine = id("jarShine");
  const top = bottom - height;
  return {
    defs: linearGradient(
      shine,
      [
        [0, "#ffffff", glass ? 0.45 : 0.25],
        [0.25, "#ffffff", 0],
        [0.8, "#000000", 0],
        [1, "#000000", 0.25],
      ],
      { x2: 1, y2: 0 },
    ),
    body:
      el("rect", { x, y: top, width, height, rx: width * 0.14, fill: body, fillOpacity: glass ? 0.9 : 1 }) +
      el("rect", { x, y: top, width, height, rx: width * 0.14, fill: `url(#${shine})` }) +
      el("rect", { x: x - 8, y: top - 70, width: width + 16, height: 80, rx: 14, fill: lid }) +
      el("rect", { x: x - 8, y: top - 70, width: width + 16, height: 80, rx: 14, fill: `url(#${shine})` }),
  };
}

/** A jute sack, its neck tied, with a woven texture. */
export function sack({ id, palette }: PaintContext, cx: number, bottom: number, scale = 1): Scene {
  const weave = id("weave");
  const outline =
    "M-230 0Q-260 -260 -170 -470Q-120 -500 -60 -470L0 -500L60 -470Q120 -500 170 -470Q260 -260 230 0Q0 30 -230 0Z";
  return {
    defs: el(
      "pattern",
      { id: weave, width: 14, height: 14, patternUnits: "userSpaceOnUse" },
      el("rect", { width: 14, height: 14, fill: "#c8a878" }) +
        el("path", { d: "M0 7H14M7 0V14", stroke: "#a4835a", strokeWidth: 3 }),
    ),
    body: `<g transform="translate(${cx} ${bottom}) scale(${scale})">${el("path", { d: outline, fill: `url(#${weave})`, stroke: "#7a5c38", strokeWidth: 5 })}${el("path", { d: "M-150 -430Q0 -400 150 -430", fill: "none", stroke: palette.colors[0], strokeWidth: 16, strokeLinecap: "round" })}</g>`,
  };
}
