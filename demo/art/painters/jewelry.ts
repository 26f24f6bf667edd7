import { chooseMotif, joinScenes, type PaintContext, type Painter, type Scene } from "../scene";
import { alongCurve, el, linearGradient, radialGradient } from "../svg";

/** Glossy beads: one radial gradient per colour, so each bead is a single circle. */
function beadFills({ palette, id }: PaintContext): { defs: string; fills: string[] } {
  const fills = palette.colors.map((_, index) => id(`bead${index}`));
  const defs = palette.colors
    .map((color, index) =>
      radialGradient(
        fills[index]!,
        [
          [0, "#ffffff", 0.85],
          [0.25, color],
          [1, color],
        ],
        { cx: 0.35, cy: 0.3, r: 0.75 },
      ),
    )
    .join("");
  return { defs, fills: fills.map((fill) => `url(#${fill})`) };
}

function brassFill({ id }: PaintContext): { defs: string; fill: string } {
  const brass = id("brass");
  return {
    defs: linearGradient(
      brass,
      [
        [0, "#fff1b8"],
        [0.35, "#d9a521"],
        [0.7, "#9c6b12"],
        [1, "#f2c94c"],
      ],
      { x2: 1, y2: 1 },
    ),
    fill: `url(#${brass})`,
  };
}

/** A cowrie shell, its opening drawn as a slit with teeth; (x, y) is its centre. */
function cowrie(x: number, y: number, angle: number, size = 1): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${size})">${el("ellipse", { rx: 30, ry: 42, fill: "#f3e7cf", stroke: "#b99a6b", strokeWidth: 3 })}${el("path", { d: "M0 -32Q7 0 0 32", fill: "none", stroke: "#6b4f2c", strokeWidth: 5, strokeLinecap: "round" })}${el("path", { d: "M-6 -20H6M-7 -8H7M-7 4H7M-6 16H6", stroke: "#6b4f2c", strokeWidth: 2 })}</g>`;
}

function strand(
  beads: readonly string[],
  a: [number, number],
  c: [number, number],
  b: [number, number],
  count: number,
  radius: number,
  rng: PaintContext["rng"],
): string {
  const pattern = rng.sample([0, 1, 2, 3, 4], rng.int(2, 4));
  return alongCurve(a, c, b, count)
    .map(([x, y], i) => el("circle", { cx: x, cy: y, r: radius, fill: beads[pattern[i % pattern.length]!] }))
    .join("");
}

function necklace(context: PaintContext, withCowries: boolean): Scene {
  const { rng } = context;
  const beads = beadFills(context);
  const brass = brassFill(context);
  let body = "";
  const strands = rng.int(2, 4);
  let lowest = 0;
  for (let s = 0; s < strands; s++) {
    lowest = 600 + s * 80;
    const top = 250 + s * 15;
    const spread = 280 + s * 45;
    // The lowest point of a quadratic curve is (a + 2c + b) / 4: aim it at `lowest`.
    body += strand(
      beads.fills,
      [600 - spread, top],
      [600, 2 * lowest - top],
      [600 + spread, top],
      30 + s * 6,
      15 - s,
      rng,
    );
  }
  body += withCowries
    ? [-140, -70, 0, 70, 140]
        .map((dx, i) => cowrie(600 + dx, lowest + 50 - Math.abs(dx) * 0.3, dx / 3, i === 2 ? 1.3 : 1))
        .join("")
    : el("path", { d: `M600 ${lowest}V${lowest + 30}`, stroke: "#c9a34a", strokeWidth: 8 }) +
      el("circle", {
        cx: 600,
        cy: lowest + 100,
        r: 80,
        fill: brass.fill,
        stroke: "#5c3d0a",
        strokeWidth: 4,
      }) +
      el("circle", { cx: 600, cy: lowest + 100, r: 46, fill: "none", stroke: "#5c3d0a", strokeWidth: 6 }) +
      el("path", {
        d: `M600 ${lowest + 54}V${lowest + 146}M554 ${lowest + 100}H646`,
        stroke: "#5c3d0a",
        strokeWidth: 6,
      });
  return { defs: beads.defs + brass.defs, body };
}

function bangles(context: PaintContext): Scene {
  const { rng } = context;
  const beads = beadFills(context);
  const brass = brassFill(context);
  let body = "";
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i++) {
    const y = 900 - i * 115;
    const beaded = i % 2 === 1;
    body += beaded
      ? alongCurve([280, y], [600, y + 190], [920, y], 24)
          .map(([x, by], k) => el("circle", { cx: x, cy: by - 45, r: 19, fill: beads.fills[k % 5] }))
          .join("")
      : el("ellipse", {
          cx: 600,
          cy: y,
          rx: 330,
          ry: 105,
          fill: "none",
          stroke: brass.fill,
          strokeWidth: 34,
        }) +
        el("ellipse", {
          cx: 600,
          cy: y,
          rx: 330,
          ry: 105,
          fill: "none",
          stroke: "#5c3d0a",
          strokeWidth: 2,
          strokeDasharray: "3 20",
        });
  }
  return { defs: beads.defs + brass.defs, body };
}

function earrings(context: PaintContext): Scene {
  const beads = beadFills(context);
  const brass = brassFill(context);
  const one = (x: number) =>
    el("path", {
      d: `M${x} 250Q${x + 40} 250 ${x + 40} 300Q${x + 40} 340 ${x} 360`,
      fill: "none",
      stroke: "#c9a34a",
      strokeWidth: 8,
    }) +
    el("circle", { cx: x, cy: 470, r: 110, fill: brass.fill, stroke: "#5c3d0a", strokeWidth: 4 }) +
    el("circle", { cx: x, cy: 470, r: 54, fill: beads.fills[0] }) +
    [-60, -30, 0, 30, 60]
      .map(
        (dx, i) =>
          el("path", {
            d: `M${x + dx} 575V${700 + Math.abs(2 - i) * -20}`,
            stroke: "#c9a34a",
            strokeWidth: 5,
          }) +
          el("circle", {
            cx: x + dx,
            cy: 715 + Math.abs(2 - i) * -20,
            r: 20,
            fill: beads.fills[(i % 4) + 1],
          }),
      )
      .join("");
  return { defs: beads.defs + brass.defs, body: one(420) + one(780) };
}

function rings(context: PaintContext): Scene {
  const { rng } = context;
  const brass = brassFill(context);
  const beads = beadFills(context);
  const spots: [number, number, number][] = [
    [420, 720, 150],
    [700, 600, 120],
    [800, 860, 100],
    [520, 930, 80],
  ];
  const body = spots
    .map(
      ([x, y, r], i) =>
        el("circle", { cx: x, cy: y, r, fill: "none", stroke: brass.fill, strokeWidth: rng.int(22, 34) }) +
        (i % 2 === 0 ? el("circle", { cx: x, cy: y - r, r: 26, fill: beads.fills[i] }) : ""),
    )
    .join("");
  return { defs: brass.defs + beads.defs, body: body + cowrie(330, 980, 30) + cowrie(920, 700, -20) };
}

export const jewelryPainter: Painter & { dark: true } = {
  dark: true,
  motifs: ["necklace", "cowrie", "bracelet", "earrings", "rings"],
  paint(context) {
    const motif = chooseMotif(context, this.motifs);
    const glow = context.id("glow");
    const spotlight: Scene = {
      defs: radialGradient(glow, [
        [0, context.palette.colors[0], 0.35],
        [1, context.palette.colors[0], 0],
      ]),
      body: el("circle", { cx: 600, cy: 620, r: 560, fill: `url(#${glow})` }),
    };
    const piece =
      motif === "necklace" || motif === "cowrie"
        ? necklace(context, motif === "cowrie")
        : motif === "bracelet"
          ? bangles(context)
          : motif === "earrings"
            ? earrings(context)
            : rings(context);
    return joinScenes(spotlight, piece);
  },
};
