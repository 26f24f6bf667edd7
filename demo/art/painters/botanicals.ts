import type { PaintContext, Scene } from "../scene";
import { el } from "../svg";

/** Broad leaves fanned behind a product. */
export function leaves({ palette, rng }: PaintContext, cx: number, cy: number, count: number): Scene {
  const greens = ["#2d6a4f", "#40916c", "#52796f", "#386641"];
  const body = Array.from({ length: count }, (_, i) => {
    const angle = -60 + (120 / Math.max(1, count - 1)) * i + rng.int(-8, 8);
    return `<g transform="translate(${cx} ${cy}) rotate(${angle})">${el("path", { d: "M0 0C70 -90 70 -260 0 -340C-70 -260 -70 -90 0 0Z", fill: rng.pick(greens) })}${el("path", { d: "M0 -10V-320", stroke: palette.light, strokeOpacity: 0.6, strokeWidth: 5 })}</g>`;
  }).join("");
  return { defs: "", body };
}
