import { chooseMotif, joinScenes, type PaintContext, type Painter, type Scene } from "../scene";
import { floorShadow } from "../stage";
import { el, linearGradient, radialGradient } from "../svg";
import { leaves } from "./botanicals";
import { bowl, jar, sack } from "./kitchenware";

/** Small things heaped in a dome above a bowl rim (beans, nuts, grains), drawn with one shared shape. */
function heap(
  context: PaintContext,
  shapeId: string,
  cx: number,
  rimY: number,
  halfWidth: number,
  height: number,
  size: number,
): string {
  const { rng } = context;
  let uses = "";
  for (let row = 0; row * size * 0.9 < height; row++) {
    const y = rimY - row * size * 0.9;
    const rowHalf = halfWidth * Math.sqrt(Math.max(0, 1 - (row * size * 0.9) / height));
    for (let x = cx - rowHalf + size; x <= cx + rowHalf - size; x += size * 1.5) {
      uses += el("use", {
        href: `#${shapeId}`,
        transform: `translate(${x + rng.between(-6, 6)} ${y + rng.between(-5, 5)}) rotate(${rng.int(0, 179)})`,
      });
    }
  }
  return uses;
}

function coffee(context: PaintContext): Scene {
  const { id, rng } = context;
  const bean = id("bean");
  const roast = id("roast");
  const defs =
    radialGradient(
      roast,
      [
        [0, "#7b4a2a"],
        [1, "#3a2012"],
      ],
      { cx: 0.4, cy: 0.35, r: 0.7 },
    ) +
    `<g id="${bean}">${el("ellipse", { rx: 24, ry: 16, fill: `url(#${roast})` })}${el("path", { d: "M-17 2Q0 -9 17 2", fill: "none", stroke: "#1e0f08", strokeWidth: 4, strokeLinecap: "round" })}</g>`;
  const scattered = Array.from({ length: 9 }, () =>
    el("use", {
      href: `#${bean}`,
      transform: `translate(${rng.pick([rng.int(180, 330), rng.int(880, 1040)])} ${rng.int(960, 1060)}) rotate(${rng.int(0, 179)})`,
    }),
  ).join("");
  return joinScenes(
    sack(context, 330, 880, 0.9),
    floorShadow(context, 640, 1010, 380, 50),
    bowl(context, 640, 760, 320, context.palette.colors[1], "#3a2012", 120),
    { defs, body: heap(context, bean, 640, 770, 300, 230, 44) + scattered },
  );
}

function cocoa(context: PaintContext): Scene {
  const { id, rng } = context;
  const podColors = [
    ["#f2b134", "#c46a1b"],
    ["#d9572b", "#8a2a12"],
    ["#9bb33a", "#4f6b1d"],
  ] as const;
  let defs = "";
  let body = "";
  const pods: [number, number, number][] = [
    [400, 720, -20],
    [780, 660, 25],
    [620, 900, 5],
  ];
  pods.forEach(([x, y, angle], i) => {
    const [light, dark] = podColors[i % podColors.length]!;
    const fill = id(`pod${i}`);
    defs += linearGradient(
      fill,
      [
        [0, light],
        [1, dark],
      ],
      { x2: 0, y2: 1 },
    );
    const ridges = [-50, -20, 10, 40]
      .map((dy) =>
        el("path", {
          d: `M-150 ${dy * 0.4}Q0 ${dy * 1.6} 150 ${dy * 0.4}`,
          fill: "none",
          stroke: dark,
          strokeWidth: 5,
          strokeOpacity: 0.6,
        }),
      )
      .join("");
    body += `<g transform="translate(${x} ${y}) rotate(${angle})">${el("path", { d: "M-190 0C-140 -120 140 -120 190 0C140 120 -140 120 -190 0Z", fill: `url(#${fill})`, stroke: dark, strokeWidth: 5 })}${ridges}</g>`;
  });
  const nibs = Array.from({ length: 14 }, () =>
    el("ellipse", { cx: rng.int(260, 960), cy: rng.int(1010, 1080), rx: 18, ry: 12, fill: "#5b3220" }),
  ).join("");
  return joinScenes(floorShadow(context, 600, 1000, 440, 60), { defs, body: body + nibs });
}

function shea(context: PaintContext): Scene {
  const { palette, rng } = context;
  const nuts = Array.from({ length: 8 }, (_, i) =>
    el("ellipse", {
      cx: 300 + i * 85 + rng.int(-15, 15),
      cy: 1020 + rng.int(-12, 12),
      rx: 30,
      ry: 22,
      fill: rng.pick(["#6b4226", "#8a5a35", "#5a3820"]),
    }),
  ).join("");
  return joinScenes(
    floorShadow(context, 600, 1000, 400, 55),
    leaves(context, 600, 520, 4),
    jar(context, {
      x: 430,
      bottom: 990,
      width: 340,
      height: 340,
      body: palette.colors[0],
      lid: palette.colors[2],
    }),
    {
      defs: "",
      body:
        el("ellipse", { cx: 600, cy: 590, rx: 150, ry: 36, fill: "#f6ecd6" }) +
        el("path", { d: "M520 585Q600 520 680 585", fill: "#fff8ea" }) +
        nuts,
    },
  );
}

function honey(context: PaintContext): Scene {
  const { id, palette } = context;
  const gold = id("honey");
  return joinScenes(
    floorShadow(context, 600, 1000, 360, 50),
    {
      defs: linearGradient(gold, [
        [0, "#f7c948"],
        [1, "#b86b0c"],
      ]),
      body: "",
    },
    jar(context, {
      x: 420,
      bottom: 990,
      width: 360,
      height: 460,
      body: `url(#${gold})`,
      lid: palette.colors[1],
      glass: true,
    }),
    {
      defs: "",
      body:
        el("path", {
          d: "M400 460L430 520H770L800 460Z",
          fill: palette.colors[3],
          stroke: palette.ink,
          strokeWidth: 4,
        }) +
        el("path", { d: "M840 640L980 1000", stroke: "#8a5a2b", strokeWidth: 18, strokeLinecap: "round" }) +
        el("ellipse", {
          cx: 840,
          cy: 630,
          rx: 40,
          ry: 56,
          fill: "#a06a34",
          stroke: "#6b4420",
          strokeWidth: 4,
        }) +
        el("path", { d: "M810 600H870M806 630H874M810 660H870", stroke: "#6b4420", strokeWidth: 5 }),
    },
  );
}

function spices(context: PaintContext): Scene {
  const powders = context.rng.sample(["#e3a72f", "#c1440e", "#6a7f2f", "#8d3b1f", "#d9822b"], 3);
  return joinScenes(
    floorShadow(context, 600, 1000, 470, 55),
    bowl(context, 330, 780, 180, context.palette.colors[1], powders[0]!, 80),
    bowl(context, 870, 780, 180, context.palette.colors[2], powders[1]!, 80),
    bowl(context, 600, 880, 210, context.palette.colors[0], powders[2]!, 95),
    chillies(context),
  );
}

function chillies({ rng }: PaintContext): Scene {
  const one = (x: number, y: number, angle: number) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})">${el("path", { d: "M0 0C40 -20 110 -10 150 30C100 20 40 20 0 14Z", fill: "#c1121f" })}${el("path", { d: "M0 6L-26 -6", stroke: "#3a7d2c", strokeWidth: 8, strokeLinecap: "round" })}</g>`;
  return {
    defs: "",
    body:
      one(200, 1040, rng.int(-10, 10)) +
      one(900, 1050, rng.int(150, 170)) +
      one(980, 1000, rng.int(120, 140)),
  };
}

function tea(context: PaintContext): Scene {
  const { id, palette } = context;
  const metal = id("teapot");
  const pot =
    el("path", {
      d: "M470 560Q400 760 480 900H720Q800 760 730 560Z",
      fill: `url(#${metal})`,
      stroke: "#5c3d0a",
      strokeWidth: 4,
    }) +
    el("path", {
      d: "M720 700Q840 660 880 520",
      fill: "none",
      stroke: `url(#${metal})`,
      strokeWidth: 26,
      strokeLinecap: "round",
    }) +
    el("path", { d: "M478 620Q360 640 400 800", fill: "none", stroke: "#5c3d0a", strokeWidth: 18 }) +
    el("path", {
      d: "M500 560Q600 440 700 560Z",
      fill: `url(#${metal})`,
      stroke: "#5c3d0a",
      strokeWidth: 4,
    }) +
    el("circle", { cx: 600, cy: 470, r: 22, fill: `url(#${metal})` }) +
    el("path", { d: "M480 900L460 960H740L720 900Z", fill: "#9c6b12" });
  const glass = (x: number) =>
    el("path", {
      d: `M${x - 50} 820L${x - 38} 1000H${x + 38}L${x + 50} 820Z`,
      fill: "#b0441c",
      fillOpacity: 0.75,
      stroke: "#ffffff",
      strokeOpacity: 0.7,
      strokeWidth: 4,
    }) + el("path", { d: `M${x - 46} 860H${x + 46}`, stroke: palette.colors[0], strokeWidth: 10 });
  return joinScenes(floorShadow(context, 640, 980, 420, 50), leaves(context, 300, 640, 3), {
    defs: linearGradient(
      metal,
      [
        [0, "#fff1b8"],
        [0.4, "#d9a521"],
        [1, "#7a520d"],
      ],
      { x2: 1, y2: 0.3 },
    ),
    body: pot + glass(870) + glass(990),
  });
}

function grain(context: PaintContext): Scene {
  const { id, rng } = context;
  const kernel = id("kernel");
  const color = rng.pick(["#e8d19a", "#d9b26b", "#b5651d", "#f1e4c3"]);
  return joinScenes(floorShadow(context, 600, 1010, 420, 55), sack(context, 560, 980, 1.05), {
    defs: `<g id="${kernel}">${el("ellipse", { rx: 9, ry: 6, fill: color, stroke: "#8a6a3a", strokeWidth: 1.5 })}</g>`,
    body: heap(context, kernel, 600, 1010, 380, 120, 16),
  });
}

const scenes: Record<string, (context: PaintContext) => Scene> = {
  coffee,
  cocoa,
  shea,
  honey,
  spices,
  tea,
  grain,
};

export const foodPainter: Painter = {
  motifs: Object.keys(scenes),
  paint(context) {
    return scenes[chooseMotif(context, this.motifs)]!(context);
  },
};
