import { chooseMotif, joinScenes, type PaintContext, type Painter, type Scene } from "../scene";
import { floorShadow } from "../stage";
import { el, linearGradient } from "../svg";
import { leaves } from "./botanicals";
import { jar } from "./kitchenware";

/** A paper label with a leaf emblem and ruled lines in place of words. */
function label({ palette }: PaintContext, x: number, y: number, width: number, height: number): string {
  const cx = x + width / 2;
  return (
    el("rect", {
      x,
      y,
      width,
      height,
      rx: 10,
      fill: palette.light,
      stroke: palette.ink,
      strokeOpacity: 0.3,
      strokeWidth: 3,
    }) +
    el("path", {
      d: `M${cx} ${y + height * 0.42}C${cx + 34} ${y + height * 0.3} ${cx + 30} ${y + height * 0.14} ${cx} ${y + height * 0.08}C${cx - 30} ${y + height * 0.14} ${cx - 34} ${y + height * 0.3} ${cx} ${y + height * 0.42}Z`,
      fill: palette.colors[0],
    }) +
    el("path", {
      d: `M${x + width * 0.2} ${y + height * 0.6}H${x + width * 0.8}M${x + width * 0.28} ${y + height * 0.74}H${x + width * 0.72}`,
      stroke: palette.ink,
      strokeOpacity: 0.55,
      strokeWidth: 8,
      strokeLinecap: "round",
    })
  );
}

function pumpBottle(
  context: PaintContext,
  x: number,
  bottom: number,
  width: number,
  height: number,
  color: string,
): Scene {
  const { id, palette } = context;
  const gloss = id("gloss");
  const top = bottom - height;
  return {
    defs: linearGradient(
      gloss,
      [
        [0, "#ffffff", 0.35],
        [0.3, "#ffffff", 0],
        [0.85, "#000000", 0.05],
        [1, "#000000", 0.3],
      ],
      { x2: 1, y2: 0 },
    ),
    body:
      el("rect", { x: x + width * 0.38, y: top - 120, width: width * 0.24, height: 130, fill: palette.ink }) +
      el("path", {
        d: `M${x + width * 0.45} ${top - 110}H${x + width * 0.95}V${top - 80}H${x + width * 0.45}Z`,
        fill: palette.ink,
      }) +
      el("rect", {
        x: x + width * 0.3,
        y: top - 20,
        width: width * 0.4,
        height: 40,
        rx: 8,
        fill: palette.colors[3],
      }) +
      el("rect", { x, y: top, width, height, rx: width * 0.18, fill: color }) +
      el("rect", { x, y: top, width, height, rx: width * 0.18, fill: `url(#${gloss})` }) +
      label(context, x + width * 0.12, top + height * 0.3, width * 0.76, height * 0.45),
  };
}

function dropperBottle(
  context: PaintContext,
  x: number,
  bottom: number,
  width: number,
  color: string,
): Scene {
  const { palette } = context;
  const height = width * 1.3;
  const top = bottom - height;
  return {
    defs: "",
    body:
      el("path", {
        d: `M${x + width * 0.38} ${top - 40}Q${x + width / 2} ${top - 150} ${x + width * 0.62} ${top - 40}Z`,
        fill: palette.ink,
      }) +
      el("rect", {
        x: x + width * 0.32,
        y: top - 50,
        width: width * 0.36,
        height: 60,
        rx: 6,
        fill: "#c9a34a",
      }) +
      el("rect", { x, y: top, width, height, rx: width * 0.2, fill: color, fillOpacity: 0.92 }) +
      el("rect", {
        x: x + 14,
        y: top + 20,
        width: 16,
        height: height - 40,
        rx: 8,
        fill: "#ffffff",
        fillOpacity: 0.35,
      }) +
      label(context, x + width * 0.15, top + height * 0.35, width * 0.7, height * 0.45),
  };
}

function soaps(context: PaintContext): Scene {
  const { palette, rng } = context;
  const bar = (x: number, y: number, color: string, banded: boolean) =>
    el("rect", {
      x,
      y,
      width: 380,
      height: 120,
      rx: 30,
      fill: color,
      stroke: "#000000",
      strokeOpacity: 0.15,
      strokeWidth: 3,
    }) +
    (banded
      ? el("rect", { x: x + 150, y, width: 90, height: 120, fill: palette.colors[0] }) +
        el("rect", { x: x + 150, y: y + 40, width: 90, height: 40, fill: palette.light })
      : "") +
    el("path", {
      d: `M${x + 30} ${y + 18}H${x + 140}`,
      stroke: "#ffffff",
      strokeOpacity: 0.45,
      strokeWidth: 8,
      strokeLinecap: "round",
    });
  const tones = rng.sample(["#3b2a1f", "#e9dcc2", "#c99a6a", "#7a8450", "#d8a48f"], 3);
  return joinScenes(floorShadow(context, 600, 1010, 380, 45), leaves(context, 820, 700, 3), {
    defs: "",
    body: bar(380, 880, tones[0]!, false) + bar(420, 760, tones[1]!, true) + bar(400, 640, tones[2]!, false),
  });
}

function butterJar(context: PaintContext): Scene {
  const { palette } = context;
  return joinScenes(
    floorShadow(context, 600, 1005, 380, 50),
    leaves(context, 360, 760, 3),
    jar(context, {
      x: 440,
      bottom: 1000,
      width: 380,
      height: 260,
      body: palette.colors[0],
      lid: palette.colors[3],
    }),
    { defs: "", body: label(context, 490, 800, 280, 150) },
  );
}

const scenes: Record<string, (context: PaintContext) => Scene> = {
  bottle: (context) =>
    joinScenes(
      floorShadow(context, 620, 1000, 400, 50),
      leaves(context, 620, 600, 5),
      pumpBottle(context, 420, 1000, 230, 520, context.palette.colors[0]),
      dropperBottle(context, 700, 1000, 170, context.palette.colors[1]),
    ),
  serum: (context) =>
    joinScenes(
      floorShadow(context, 600, 1000, 360, 50),
      leaves(context, 600, 640, 4),
      dropperBottle(context, 360, 1000, 200, context.palette.colors[2]),
      dropperBottle(context, 630, 1000, 220, context.palette.colors[0]),
    ),
  jar: butterJar,
  soap: soaps,
};

export const beautyPainter: Painter = {
  motifs: Object.keys(scenes),
  paint(context) {
    return scenes[chooseMotif(context, this.motifs)]!(context);
  },
};
