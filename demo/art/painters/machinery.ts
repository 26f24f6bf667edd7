import { chooseMotif, joinScenes, type PaintContext, type Painter, type Scene } from "../scene";
import { floorShadow } from "../stage";
import { el, linearGradient, num } from "../svg";

/** A gear outline with `teeth` trapezoid teeth between radii `root` and `tip`. */
function gearPath(cx: number, cy: number, teeth: number, root: number, tip: number): string {
  const step = (Math.PI * 2) / teeth;
  let d = "";
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const corners = [
      [root, a - step * 0.3],
      [tip, a - step * 0.16],
      [tip, a + step * 0.16],
      [root, a + step * 0.3],
    ] as const;
    for (const [radius, angle] of corners)
      d += `${d ? "L" : "M"}${num(cx + Math.cos(angle) * radius)} ${num(cy + Math.sin(angle) * radius)}`;
  }
  return `${d}Z`;
}

function steel({ id }: PaintContext): string {
  return linearGradient(
    id("steel"),
    [
      [0, "#e2e8f0"],
      [0.45, "#94a3b8"],
      [1, "#475569"],
    ],
    { x2: 1, y2: 1 },
  );
}

function gear(
  context: PaintContext,
  cx: number,
  cy: number,
  teeth: number,
  radius: number,
  color: string,
): string {
  return (
    el("path", {
      d: gearPath(cx, cy, teeth, radius * 0.82, radius),
      fill: color,
      stroke: context.palette.ink,
      strokeWidth: 5,
      strokeLinejoin: "round",
    }) +
    el("circle", {
      cx,
      cy,
      r: radius * 0.55,
      fill: "none",
      stroke: context.palette.ink,
      strokeOpacity: 0.35,
      strokeWidth: 6,
    }) +
    el("circle", {
      cx,
      cy,
      r: radius * 0.2,
      fill: `url(#${context.id("steel")})`,
      stroke: context.palette.ink,
      strokeWidth: 5,
    })
  );
}

function gears(context: PaintContext): Scene {
  const { palette, rng } = context;
  return joinScenes(floorShadow(context, 600, 1030, 420, 40), {
    defs: steel(context),
    body:
      gear(context, 470, 620, rng.int(14, 18), 260, palette.colors[1]) +
      gear(context, 790, 440, rng.int(10, 12), 170, `url(#${context.id("steel")})`) +
      gear(context, 820, 840, rng.int(9, 11), 150, palette.colors[2]),
  });
}

/** A hopper-fed mill or press: a painted machine body on a frame, with a motor and a control panel. */
function machine(context: PaintContext, kind: "mill" | "press"): Scene {
  const { palette, id } = context;
  const paint = id("paint");
  const body = palette.colors[1] === "#d6d3d1" ? palette.colors[0] : palette.colors[1];
  const dial = (cx: number) =>
    el("circle", { cx, cy: 640, r: 34, fill: "#f8fafc", stroke: palette.ink, strokeWidth: 5 }) +
    el("path", { d: `M${cx} 640L${cx + 20} 620`, stroke: "#dc2626", strokeWidth: 5, strokeLinecap: "round" });
  const top =
    kind === "mill"
      ? el("path", {
          d: "M380 300H700L640 470H440Z",
          fill: `url(#${id("steel")})`,
          stroke: palette.ink,
          strokeWidth: 5,
        })
      : el("rect", {
          x: 520,
          y: 220,
          width: 40,
          height: 250,
          fill: `url(#${id("steel")})`,
          stroke: palette.ink,
          strokeWidth: 5,
        }) +
        el("rect", { x: 430, y: 200, width: 220, height: 40, rx: 10, fill: palette.colors[3] }) +
        el("circle", {
          cx: 540,
          cy: 220,
          r: 30,
          fill: palette.colors[2],
          stroke: palette.ink,
          strokeWidth: 5,
        });
  return joinScenes(floorShadow(context, 600, 1010, 460, 40), {
    defs:
      steel(context) +
      linearGradient(paint, [
        [0, body],
        [1, body],
      ]),
    body:
      el("path", {
        d: "M300 1000L340 840H860L900 1000",
        fill: "none",
        stroke: palette.ink,
        strokeWidth: 22,
        strokeLinejoin: "round",
      }) +
      top +
      el("rect", {
        x: 300,
        y: 460,
        width: 480,
        height: 390,
        rx: 28,
        fill: `url(#${paint})`,
        stroke: palette.ink,
        strokeWidth: 6,
      }) +
      el("rect", {
        x: 340,
        y: 600,
        width: 220,
        height: 90,
        rx: 12,
        fill: palette.colors[3],
        stroke: palette.ink,
        strokeWidth: 4,
      }) +
      dial(395) +
      dial(500) +
      el("rect", {
        x: 780,
        y: 560,
        width: 160,
        height: 200,
        rx: 70,
        fill: `url(#${id("steel")})`,
        stroke: palette.ink,
        strokeWidth: 6,
      }) +
      el("path", {
        d: "M800 600H920M800 640H920M800 680H920M800 720H920",
        stroke: palette.ink,
        strokeOpacity: 0.4,
        strokeWidth: 6,
      }) +
      el("path", { d: "M560 850V920H680", fill: "none", stroke: `url(#${id("steel")})`, strokeWidth: 40 }) +
      el("path", { d: "M330 500H750", stroke: palette.colors[2], strokeWidth: 16 }),
  });
}

function tools(context: PaintContext): Scene {
  const { palette } = context;
  const board = Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 9 }, (_, c) =>
      el("circle", { cx: 200 + c * 100, cy: 200 + r * 100, r: 8, fill: palette.ink, fillOpacity: 0.25 }),
    ).join(""),
  ).join("");
  const wrench = (angle: number, color: string) =>
    `<g transform="rotate(${angle} 600 620)">${el("path", { d: "M575 300H625V900H575Z", fill: color, stroke: palette.ink, strokeWidth: 5 })}${el("path", { d: "M530 230A90 90 0 1 0 670 230L640 270H560Z", fill: color, stroke: palette.ink, strokeWidth: 5 })}${el("circle", { cx: 600, cy: 960, r: 70, fill: color, stroke: palette.ink, strokeWidth: 5 })}${el("circle", { cx: 600, cy: 960, r: 32, fill: palette.light, stroke: palette.ink, strokeWidth: 5 })}</g>`;
  const hammer = `<g transform="rotate(-38 600 620)">${el("rect", { x: 575, y: 360, width: 50, height: 560, rx: 18, fill: "#9c6644", stroke: palette.ink, strokeWidth: 5 })}${el("rect", { x: 470, y: 280, width: 260, height: 110, rx: 14, fill: `url(#${context.id("steel")})`, stroke: palette.ink, strokeWidth: 5 })}${el("rect", { x: 575, y: 780, width: 50, height: 140, rx: 18, fill: palette.colors[1] })}</g>`;
  return {
    defs: steel(context),
    body:
      el("rect", {
        x: 120,
        y: 120,
        width: 960,
        height: 960,
        rx: 24,
        fill: palette.mid,
        stroke: palette.ink,
        strokeOpacity: 0.3,
        strokeWidth: 6,
      }) +
      board +
      wrench(38, `url(#${context.id("steel")})`) +
      hammer,
  };
}

/** A blueprint grid behind every machine picture. */
function blueprint({ palette, id }: PaintContext): Scene {
  const grid = id("grid");
  return {
    defs: el(
      "pattern",
      { id: grid, width: 60, height: 60, patternUnits: "userSpaceOnUse" },
      el("path", { d: "M60 0H0V60", fill: "none", stroke: palette.ink, strokeOpacity: 0.08, strokeWidth: 2 }),
    ),
    body: el("rect", { width: 1200, height: 900, fill: `url(#${grid})` }),
  };
}

const scenes: Record<string, (context: PaintContext) => Scene> = {
  gears,
  mill: (context) => machine(context, "mill"),
  press: (context) => machine(context, "press"),
  tools,
};

export const machineryPainter: Painter = {
  motifs: Object.keys(scenes),
  paint(context) {
    return joinScenes(blueprint(context), scenes[chooseMotif(context, this.motifs)]!(context));
  },
};
