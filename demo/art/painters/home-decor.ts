import { textilePattern } from "../patterns";
import { chooseMotif, joinScenes, type PaintContext, type Painter, type Scene } from "../scene";
import { floorShadow, volumeShading } from "../stage";
import { el, linearGradient, points } from "../svg";

/** Horizontal colour bands with a zigzag row, clipped to a woven or painted shape. */
function bands(
  { palette, rng }: PaintContext,
  clipId: string,
  top: number,
  bottom: number,
  height: number,
): string {
  let body = "";
  let index = 0;
  for (let y = top; y < bottom; y += height, index++) {
    const color = palette.colors[index % 5];
    body += el("rect", { x: 0, y, width: 1200, height, fill: color });
    if (index % 3 === 1) {
      const teeth: [number, number][] = [];
      for (let x = 0; x <= 1200; x += height)
        teeth.push([x, y + height], [x + height / 2, y + height * 0.25]);
      body += el("polyline", {
        points: points(teeth),
        fill: "none",
        stroke: rng.chance(0.5) ? palette.ink : palette.light,
        strokeWidth: 8,
      });
    }
  }
  return `<g clip-path="url(#${clipId})">${body}</g>`;
}

/** A woven basket with a leather-bound handle (also used for crafts). */
export function basket(context: PaintContext): Scene {
  const { id, palette } = context;
  const clip = id("basket");
  const outline = "M330 560Q320 1000 600 1000Q880 1000 870 560Z";
  return joinScenes(
    floorShadow(context, 600, 1000, 330, 45),
    {
      defs: "",
      body:
        el("path", {
          d: "M360 575C350 230 850 230 840 575",
          fill: "none",
          stroke: "#5a3a22",
          strokeWidth: 30,
          strokeLinecap: "round",
        }) +
        el("path", {
          d: "M360 575C350 230 850 230 840 575",
          fill: "none",
          stroke: "#8a5a35",
          strokeWidth: 14,
          strokeDasharray: "6 10",
        }),
    },
    {
      defs: el("clipPath", { id: clip }, el("path", { d: outline })),
      body: bands(context, clip, 540, 1000, 58),
    },
    {
      defs: "",
      body: el("ellipse", {
        cx: 600,
        cy: 560,
        rx: 270,
        ry: 46,
        fill: palette.ink,
        fillOpacity: 0.75,
        stroke: "#d8bf8f",
        strokeWidth: 14,
      }),
    },
    volumeShading(context, clip, { x: 320, width: 560 }),
  );
}

function vase(context: PaintContext): Scene {
  const { id, rng, palette } = context;
  const clip = id("vase");
  const clay = id("clay");
  const neck = rng.int(60, 90);
  const lip = neck + rng.int(15, 35);
  const belly = rng.int(210, 270);
  const bellyY = rng.int(660, 740);
  const foot = rng.int(90, 130);
  const right = `M${600 + lip} 340Q${600 + neck} 360 ${600 + neck} 420C${600 + neck} 500 ${600 + belly} 520 ${600 + belly} ${bellyY}C${600 + belly} 880 ${600 + foot + 50} 960 ${600 + foot} 1000`;
  const left = `L${600 - foot} 1000C${600 - foot - 50} 960 ${600 - belly} 880 ${600 - belly} ${bellyY}C${600 - belly} 520 ${600 - neck} 500 ${600 - neck} 420Q${600 - neck} 360 ${600 - lip} 340Z`;
  const outline = right + left;
  const body = rng.pick(["#b5532a", "#9c4a26", "#c97b4a", palette.ink]);
  const triangles: [number, number][] = [];
  for (let x = 300; x <= 900; x += 40) triangles.push([x, 560], [x + 20, 520]);
  return joinScenes(
    floorShadow(context, 600, 1000, belly + 60, 40),
    {
      defs:
        linearGradient(clay, [
          [0, body],
          [1, body],
        ]) + el("clipPath", { id: clip }, el("path", { d: outline })),
      body:
        el("path", { d: outline, fill: `url(#${clay})` }) +
        `<g clip-path="url(#${clip})">${el("rect", { x: 0, y: 505, width: 1200, height: 70, fill: palette.colors[1] })}${el("polyline", { points: points(triangles), fill: "none", stroke: palette.light, strokeWidth: 8 })}${el("rect", { x: 0, y: bellyY + 60, width: 1200, height: 22, fill: palette.colors[2] })}${[...Array(12).keys()].map((i) => el("circle", { cx: 380 + i * 40, cy: bellyY + 120, r: 9, fill: palette.light })).join("")}</g>`,
    },
    volumeShading(context, clip, { x: 600 - belly, width: belly * 2 }),
    { defs: "", body: el("ellipse", { cx: 600, cy: 340, rx: lip, ry: 16, fill: "#1c120b" }) },
  );
}

function cushion(context: PaintContext): Scene {
  const { id, palette, rng } = context;
  const make = (
    name: string,
    x: number,
    y: number,
    size: number,
    style: "kente" | "wax" | "mudcloth",
  ): Scene => {
    const cloth = id(`${name}Cloth`);
    const clip = id(name);
    const h = size / 2;
    const outline = `M${x - h} ${y - h}Q${x} ${y - h + 30} ${x + h} ${y - h}Q${x + h - 30} ${y} ${x + h} ${y + h}Q${x} ${y + h - 30} ${x - h} ${y + h}Q${x - h + 30} ${y} ${x - h} ${y - h}Z`;
    return joinScenes(
      {
        defs:
          textilePattern(context, style, cloth, 0.9) +
          el("clipPath", { id: clip }, el("path", { d: outline })),
        body: el("path", { d: outline, fill: `url(#${cloth})` }),
      },
      volumeShading(context, clip, { x: x - h, width: size }),
      {
        defs: "",
        body:
          el("path", { d: outline, fill: "none", stroke: palette.ink, strokeWidth: 4 }) +
          [
            [x - h, y - h],
            [x + h, y - h],
            [x + h, y + h],
            [x - h, y + h],
          ]
            .map(([tx, ty]) => el("circle", { cx: tx, cy: ty, r: 14, fill: palette.colors[1] }))
            .join(""),
      },
    );
  };
  return joinScenes(
    floorShadow(context, 600, 1010, 460, 50),
    {
      defs: "",
      body: el("rect", {
        x: 120,
        y: 880,
        width: 960,
        height: 140,
        rx: 40,
        fill: palette.colors[4],
        stroke: palette.ink,
        strokeWidth: 4,
      }),
    },
    make("back", 470, 690, 420, rng.pick(["kente", "wax"])),
    make("front", 700, 760, 400, "mudcloth"),
  );
}

function wallPlates(context: PaintContext): Scene {
  const { palette, rng } = context;
  const plate = (cx: number, cy: number, r: number) => {
    let rings = "";
    const widths = rng.sample([18, 24, 30, 36, 44], 5);
    let radius = r;
    for (let i = 0; radius > 20; i++) {
      const width = widths[i % widths.length]!;
      rings += el("circle", {
        cx,
        cy,
        r: radius - width / 2,
        fill: "none",
        stroke: palette.colors[(i + 2) % 5],
        strokeWidth: width,
      });
      radius -= width;
    }
    const spokes = Array.from({ length: 36 }, (_, i) => {
      const angle = (i * Math.PI) / 18;
      return `M${cx + Math.cos(angle) * 20} ${cy + Math.sin(angle) * 20}L${cx + Math.cos(angle) * r} ${cy + Math.sin(angle) * r}`;
    }).join("");
    return (
      el("circle", { cx: cx + 12, cy: cy + 16, r, fill: "#000000", fillOpacity: 0.15 }) +
      rings +
      el("path", { d: spokes, stroke: palette.ink, strokeOpacity: 0.25, strokeWidth: 3 }) +
      el("circle", { cx, cy, r, fill: "none", stroke: palette.ink, strokeWidth: 6 })
    );
  };
  return { defs: "", body: plate(480, 560, 300) + plate(860, 400, 170) + plate(880, 820, 140) };
}

/** A rug hung flat for the photo: a diamond lattice (Beni Ourain) or kilim bands, with fringes. */
function rug(context: PaintContext): Scene {
  const { id, palette, rng } = context;
  const clip = id("rug");
  const box = { x: 290, y: 170, width: 620, height: 830 };
  const outline = `M${box.x} ${box.y}H${box.x + box.width}V${box.y + box.height}H${box.x}Z`;
  const shape = { defs: el("clipPath", { id: clip }, el("path", { d: outline })), body: "" };
  const edge = {
    defs: "",
    body: el("path", { d: outline, fill: "none", stroke: palette.ink, strokeOpacity: 0.5, strokeWidth: 6 }),
  };
  if (rng.chance(0.5))
    return joinScenes(
      rugFringes(context, box),
      shape,
      { defs: "", body: bands(context, clip, box.y, box.y + box.height, 70) },
      edge,
    );
  const lattice = id("lattice");
  const [line, accent] = rng.sample(
    [palette.ink, palette.colors[0], palette.colors[2], palette.colors[3]],
    2,
  );
  const tile =
    el("rect", { width: 124, height: 180, fill: "#f3ecdd" }) +
    el("path", {
      d: "M62 0L124 90L62 180L0 90Z",
      fill: "none",
      stroke: line,
      strokeWidth: 9,
      strokeLinejoin: "round",
    }) +
    el("path", { d: "M62 60L82 90L62 120L42 90Z", fill: accent });
  return joinScenes(
    rugFringes(context, box),
    shape,
    {
      defs: el(
        "pattern",
        { id: lattice, width: 124, height: 180, patternUnits: "userSpaceOnUse", x: box.x, y: box.y },
        tile,
      ),
      body: `<g clip-path="url(#${clip})">${el("rect", { ...box, fill: `url(#${lattice})` })}</g>`,
    },
    edge,
  );
}

function rugFringes(
  context: PaintContext,
  box: { x: number; y: number; width: number; height: number },
): Scene {
  let d = "";
  for (let x = box.x + 10; x < box.x + box.width; x += 20)
    d += `M${x} ${box.y}V${box.y - 40}M${x} ${box.y + box.height}V${box.y + box.height + 40}`;
  return joinScenes(
    {
      defs: "",
      body: el("rect", {
        x: box.x + 24,
        y: box.y + 30,
        width: box.width,
        height: box.height,
        fill: "#000000",
        fillOpacity: 0.14,
      }),
    },
    { defs: "", body: el("path", { d, stroke: "#e8dcc4", strokeWidth: 6, strokeLinecap: "round" }) },
  );
}

const scenes: Record<string, (context: PaintContext) => Scene> = {
  basket,
  vase,
  cushion,
  "wall-plates": wallPlates,
  rug,
};

export const homeDecorPainter: Painter = {
  motifs: Object.keys(scenes),
  paint(context) {
    return scenes[chooseMotif(context, this.motifs)]!(context);
  },
};
