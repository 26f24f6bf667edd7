import { chooseMotif, joinScenes, type PaintContext, type Painter, type Scene } from "../scene";
import { floorShadow, volumeShading } from "../stage";
import { el, linearGradient } from "../svg";
import { basket } from "./home-decor";

const woods = ["#7f5539", "#9c6644", "#5e3b24", "#b08968", "#3b2416"] as const;

/** A carved-wood fill: a base tone with darker grain lines running down it. */
function woodFill({ id, rng }: PaintContext): { defs: string; fill: string; grain: string; tone: string } {
  const tone = rng.pick(woods);
  const fill = id("wood");
  const grain = id("grain");
  const lines = Array.from(
    { length: 6 },
    (_, i) => `M${i * 14 + 4} 0Q${i * 14 + 10} 60 ${i * 14 + 2} 120`,
  ).join("");
  return {
    tone,
    fill: `url(#${fill})`,
    grain: `url(#${grain})`,
    defs:
      linearGradient(fill, [
        [0, tone],
        [1, tone],
      ]) +
      el(
        "pattern",
        { id: grain, width: 84, height: 120, patternUnits: "userSpaceOnUse" },
        el("path", { d: lines, fill: "none", stroke: "#000000", strokeOpacity: 0.18, strokeWidth: 3 }),
      ),
  };
}

function carved(
  context: PaintContext,
  name: string,
  outline: string,
  box: { x: number; width: number },
  wood = woodFill(context),
): Scene {
  const clip = context.id(name);
  return joinScenes(
    {
      defs: wood.defs + el("clipPath", { id: clip }, el("path", { d: outline })),
      body: el("path", { d: outline, fill: wood.fill }) + el("path", { d: outline, fill: wood.grain }),
    },
    volumeShading(context, clip, box),
    {
      defs: "",
      body: el("path", { d: outline, fill: "none", stroke: "#1a0f08", strokeOpacity: 0.6, strokeWidth: 4 }),
    },
  );
}

function mask(context: PaintContext): Scene {
  const { palette, rng } = context;
  const face =
    "M600 170C770 170 810 420 790 620C770 860 690 1020 600 1020C510 1020 430 860 410 620C390 420 430 170 600 170Z";
  const dark = "#1a0f08";
  const crest = Array.from(
    { length: 7 },
    (_, i) => `L${470 + i * 40 + 20} ${rng.int(60, 100)}L${470 + (i + 1) * 40} 180`,
  ).join("");
  const paint = rng.pick([palette.colors[0], palette.colors[1], "#efe3cc"]);
  return joinScenes(
    { defs: "", body: el("path", { d: `M470 180${crest}Z`, fill: woods[4], stroke: dark, strokeWidth: 4 }) },
    carved(context, "mask", face, { x: 400, width: 400 }),
    {
      defs: "",
      body:
        el("path", {
          d: "M480 520Q530 480 580 520Q530 545 480 520ZM620 520Q670 480 720 520Q670 545 620 520Z",
          fill: dark,
        }) +
        el("path", {
          d: "M600 470V720Q575 740 560 760H640Q625 740 600 720",
          fill: "none",
          stroke: dark,
          strokeWidth: 10,
          strokeLinejoin: "round",
        }) +
        el("rect", { x: 555, y: 830, width: 90, height: 40, rx: 12, fill: dark }) +
        el("path", {
          d: "M455 640L505 660M455 670L505 690M745 640L695 660M745 670L695 690",
          stroke: paint,
          strokeWidth: 10,
          strokeLinecap: "round",
        }) +
        el("path", { d: "M520 330H680M540 370H660", stroke: paint, strokeWidth: 12, strokeLinecap: "round" }),
    },
  );
}

function stool(context: PaintContext): Scene {
  const outline =
    "M330 420Q600 520 870 420L880 470Q760 540 700 560V760Q760 800 840 860V940H360V860Q440 800 500 760V560Q440 540 320 470Z";
  return joinScenes(
    floorShadow(context, 600, 950, 340, 40),
    carved(context, "stool", outline, { x: 320, width: 560 }),
    {
      defs: "",
      body:
        el("path", {
          d: "M540 600H660M540 660H660M540 720H660",
          stroke: "#1a0f08",
          strokeOpacity: 0.55,
          strokeWidth: 8,
        }) +
        el("rect", {
          x: 560,
          y: 590,
          width: 80,
          height: 150,
          fill: "none",
          stroke: "#1a0f08",
          strokeOpacity: 0.4,
          strokeWidth: 6,
        }),
    },
  );
}

function drum(context: PaintContext): Scene {
  const { palette } = context;
  const outline =
    "M380 330Q600 300 820 330Q800 560 660 640Q700 800 760 990H440Q500 800 540 640Q400 560 380 330Z";
  let rope = "";
  for (let x = 390; x < 820; x += 36) rope += `M${x} 350L${x + 18} 620L${x + 36} 350`;
  return joinScenes(
    floorShadow(context, 600, 990, 300, 40),
    carved(context, "drum", outline, { x: 380, width: 440 }),
    {
      defs: "",
      body:
        el("ellipse", {
          cx: 600,
          cy: 330,
          rx: 220,
          ry: 46,
          fill: "#eadbc0",
          stroke: "#6b4f2c",
          strokeWidth: 8,
        }) +
        `<g clip-path="url(#${context.id("drum")})">${el("path", { d: rope, fill: "none", stroke: "#f1e4c3", strokeWidth: 5 })}${el("rect", { x: 300, y: 600, width: 600, height: 40, fill: palette.colors[0] })}</g>`,
    },
  );
}

function figure(context: PaintContext): Scene {
  const outline =
    "M600 170C650 170 670 215 665 265C660 305 640 325 630 340L640 360C700 380 720 440 715 520L705 700Q700 740 660 760L668 960H700V1000H500V960H532L540 760Q500 740 495 700L485 520C480 440 500 380 560 360L570 340C560 325 540 305 535 265C530 215 550 170 600 170Z";
  const { palette } = context;
  return joinScenes(
    floorShadow(context, 600, 1000, 200, 30),
    carved(context, "figure", outline, { x: 480, width: 240 }),
    {
      defs: "",
      body:
        el("path", {
          d: "M560 420Q600 470 640 420M545 880H655",
          fill: "none",
          stroke: palette.colors[0],
          strokeWidth: 10,
          strokeLinecap: "round",
        }) +
        [440, 470, 500].map((y) => el("circle", { cx: 600, cy: y, r: 8, fill: palette.colors[1] })).join(""),
    },
  );
}

const scenes: Record<string, (context: PaintContext) => Scene> = { mask, stool, drum, figure, basket };

export const craftsPainter: Painter = {
  motifs: Object.keys(scenes),
  paint(context) {
    return scenes[chooseMotif(context, this.motifs)]!(context);
  },
};
