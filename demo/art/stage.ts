import { el, linearGradient, radialGradient } from "./svg";
import type { PaintContext, Scene } from "./scene";

/** A soft studio backdrop: a wall fading into a slightly darker floor. */
export function studioBackdrop({ palette, id }: PaintContext, dark = false): Scene {
  const wall = id("wall");
  const floor = id("floor");
  const [top, bottom] = dark ? [palette.ink, "#0b0907"] : [palette.light, palette.mid];
  return {
    defs:
      linearGradient(wall, [
        [0, top],
        [1, bottom],
      ]) +
      linearGradient(floor, [
        [0, bottom, dark ? 0.6 : 1],
        [1, dark ? "#000000" : palette.mid, dark ? 0.9 : 1],
      ]),
    body:
      el("rect", { width: 1200, height: 1200, fill: `url(#${wall})` }) +
      el("rect", { y: 900, width: 1200, height: 300, fill: `url(#${floor})`, opacity: dark ? 1 : 0.55 }),
  };
}

/** A soft shadow on the floor under an object. */
export function floorShadow({ id }: PaintContext, cx: number, cy: number, rx: number, ry: number): Scene {
  const shadow = id("shadow");
  return {
    defs: radialGradient(shadow, [
      [0, "#000000", 0.32],
      [0.6, "#000000", 0.12],
      [1, "#000000", 0],
    ]),
    body: el("ellipse", { cx, cy, rx, ry, fill: `url(#${shadow})` }),
  };
}

/** Light from the left: darkens the right edge of a shape (drawn on top, clipped to it). */
export function volumeShading(
  { id }: PaintContext,
  clipPathId: string,
  box: { x: number; width: number },
): Scene {
  const shade = id("shade");
  return {
    defs: linearGradient(
      shade,
      [
        [0, "#000000", 0.05],
        [0.3, "#ffffff", 0.12],
        [0.55, "#000000", 0],
        [1, "#000000", 0.3],
      ],
      { x2: 1, y2: 0 },
    ),
    body: el("rect", {
      x: box.x,
      y: 0,
      width: box.width,
      height: 1200,
      fill: `url(#${shade})`,
      clipPath: `url(#${clipPathId})`,
    }),
  };
}
