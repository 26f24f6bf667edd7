import { el, points } from "./svg";
import type { PaintContext } from "./scene";

/** Textile patterns as SVG <pattern> definitions, shared by garments, cushions, banners and backdrops. */
export type TextileStyle = "kente" | "wax" | "mudcloth";
export const textileStyles: readonly TextileStyle[] = ["kente", "wax", "mudcloth"];

export function textilePattern(context: PaintContext, style: TextileStyle, id: string, scale = 1): string {
  if (style === "kente") return kentePattern(context, id, scale);
  if (style === "wax") return waxPrintPattern(context, id, scale);
  return mudclothPattern(context, id, scale);
}

/** Kente: strip-woven cloth whose squares alternate warp stripes and weft blocks. */
function kentePattern({ rng, palette }: PaintContext, id: string, scale: number): string {
  const half = 80;
  const [base, ...accents] = palette.colors;
  const stripes = (vertical: boolean, offsetX: number, offsetY: number) => {
    let at = 0;
    let shapes = "";
    while (at < half) {
      const width = Math.min(rng.pick([4, 6, 8, 12, 16]), half - at);
      const fill = rng.chance(0.35) ? palette.ink : rng.pick(accents);
      shapes += vertical
        ? el("rect", { x: offsetX + at, y: offsetY, width, height: half, fill })
        : el("rect", { x: offsetX, y: offsetY + at, width: half, height: width, fill });
      at += width + rng.pick([4, 8, 10]);
    }
    return shapes;
  };
  const block = (x: number, y: number) =>
    el("rect", { x: x + 22, y: y + 22, width: 36, height: 36, fill: rng.pick(accents) }) +
    el("polygon", {
      points: points([
        [x + 40, y + 28],
        [x + 52, y + 40],
        [x + 40, y + 52],
        [x + 28, y + 40],
      ]),
      fill: palette.ink,
    });
  const tile =
    el("rect", { width: 160, height: 160, fill: base }) +
    stripes(true, 0, 0) +
    stripes(true, 80, 80) +
    stripes(false, 80, 0) +
    block(80, 0) +
    stripes(false, 0, 80) +
    block(0, 80) +
    el("path", { d: "M0 80H160M80 0V160", stroke: palette.ink, strokeWidth: 3 });
  return el(
    "pattern",
    { id, width: 160, height: 160, patternUnits: "userSpaceOnUse", patternTransform: `scale(${scale})` },
    tile,
  );
}

/** Wax print (ankara): bold repeating medallions on a coloured ground. */
function waxPrintPattern({ rng, palette }: PaintContext, id: string, scale: number): string {
  const [ground, ring, core, corner, dot] = palette.colors;
  const petals = rng.chance(0.5);
  const medallion = petals
    ? Array.from({ length: 8 }, (_, i) =>
        el("ellipse", {
          cx: 100,
          cy: 62,
          rx: 14,
          ry: 34,
          fill: ring,
          transform: `rotate(${i * 45} 100 100)`,
        }),
      ).join("") + el("circle", { cx: 100, cy: 100, r: 24, fill: core, stroke: palette.ink, strokeWidth: 5 })
    : el("circle", { cx: 100, cy: 100, r: 64, fill: ring }) +
      el("circle", { cx: 100, cy: 100, r: 44, fill: "none", stroke: core, strokeWidth: 12 }) +
      el("circle", { cx: 100, cy: 100, r: 16, fill: palette.ink });
  const corners = [0, 200]
    .flatMap((x) =>
      [0, 200].map((y) =>
        el("circle", { cx: x, cy: y, r: 34, fill: corner, stroke: palette.ink, strokeWidth: 5 }),
      ),
    )
    .join("");
  const dots = [
    [100, 0],
    [0, 100],
    [200, 100],
    [100, 200],
  ]
    .map(([x, y]) => el("circle", { cx: x, cy: y, r: 9, fill: dot }))
    .join("");
  const tile = el("rect", { width: 200, height: 200, fill: ground }) + corners + dots + medallion;
  return el(
    "pattern",
    {
      id,
      width: 200,
      height: 200,
      patternUnits: "userSpaceOnUse",
      patternTransform: `scale(${scale}) rotate(${rng.pick([0, 0, 45])})`,
    },
    tile,
  );
}

/** Mudcloth (bògòlanfini): pale hand-painted marks on a dark earth ground, in rows. */
function mudclothPattern({ rng, palette }: PaintContext, id: string, scale: number): string {
  const ground = rng.pick([palette.ink, "#3b2a1d", "#2e2419"]);
  const mark = rng.pick(["#efe3cc", "#f4ead8"]);
  const line = {
    stroke: mark,
    strokeWidth: 7,
    fill: "none",
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  const cells = [
    el("path", { d: "M20 20L60 60M60 20L20 60", ...line }),
    [24, 40, 56].map((x) => el("circle", { cx: x, cy: 40, r: 5, fill: mark })).join(""),
    el("polyline", { points: "12,52 26,28 40,52 54,28 68,52", ...line }),
    el("rect", { x: 22, y: 22, width: 36, height: 36, ...line }) +
      el("circle", { cx: 40, cy: 40, r: 5, fill: mark }),
  ];
  const order = rng.sample([0, 1, 2, 3], 4);
  const tile =
    el("rect", { width: 160, height: 160, fill: ground }) +
    `<g>${cells[order[0]!]}</g><g transform="translate(80 0)">${cells[order[1]!]}</g>` +
    `<g transform="translate(0 80)">${cells[order[2]!]}</g><g transform="translate(80 80)">${cells[order[3]!]}</g>` +
    el("path", { d: "M0 80H160", stroke: mark, strokeWidth: 3, strokeDasharray: "10 8" });
  return el(
    "pattern",
    { id, width: 160, height: 160, patternUnits: "userSpaceOnUse", patternTransform: `scale(${scale})` },
    tile,
  );
}
