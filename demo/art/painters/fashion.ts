import { textilePattern, textileStyles } from "../patterns";
import { chooseMotif, joinScenes, type PaintContext, type Painter, type Scene } from "../scene";
import { floorShadow, volumeShading } from "../stage";
import { el, mirroredOutline } from "../svg";

/** Garment outlines, right half from the neck down, mirrored about x = 600. */
const outlines = {
  dress: mirroredOutline(600, [
    [600, 250],
    [665, 226],
    [770, 250],
    [845, 370],
    [770, 410],
    [722, 345],
    [705, 540],
    [880, 1020],
    [740, 1050],
    [600, 1058],
  ]),
  shirt: mirroredOutline(600, [
    [600, 300],
    [690, 246],
    [860, 292],
    [1000, 470],
    [900, 545],
    [838, 470],
    [842, 990],
    [600, 1000],
  ]),
  kaftan: mirroredOutline(600, [
    [600, 292],
    [700, 236],
    [990, 350],
    [1010, 580],
    [800, 540],
    [830, 1060],
    [600, 1068],
  ]),
  skirt: mirroredOutline(600, [
    [600, 380],
    [800, 380],
    [905, 1000],
    [760, 1036],
    [600, 1044],
  ]),
  bag: mirroredOutline(600, [
    [600, 500],
    [840, 500],
    [880, 990],
    [600, 1000],
  ]),
} as const;

/** Lengths of cloth hanging over a rail: a stole, a wrapper, a length of aso-oke. */
const stoleOutline =
  "M420 250H780V1010H720L700 985L680 1010H660L640 985L620 1010H600L580 985L560 1010H540L520 985L500 1010H480L460 985L440 1010H420Z";

const hangerMotifs = new Set(["dress", "shirt", "kaftan"]);

export const fashionPainter: Painter = {
  motifs: ["dress", "shirt", "kaftan", "skirt", "stole", "bag"],
  paint(context) {
    const motif = chooseMotif(context, this.motifs);
    const { rng, palette, id } = context;
    const cloth = id("cloth");
    const clip = id("garment");
    const style = motif === "stole" ? "kente" : rng.pick(textileStyles);
    const outline = motif === "stole" ? stoleOutline : outlines[motif as keyof typeof outlines];
    const scale = motif === "bag" ? 0.7 : rng.pick([0.8, 1, 1.2]);

    const garment: Scene = {
      defs:
        textilePattern(context, style, cloth, scale) +
        el("clipPath", { id: clip }, el("path", { d: outline })),
      body: el("path", { d: outline, fill: `url(#${cloth})` }),
    };
    const outlineStroke: Scene = {
      defs: "",
      body: el("path", {
        d: outline,
        fill: "none",
        stroke: palette.ink,
        strokeWidth: 6,
        strokeLinejoin: "round",
      }),
    };
    return joinScenes(
      floorShadow(context, 600, 1060, motif === "bag" ? 360 : 420, 50),
      hangerMotifs.has(motif) ? hanger(context) : { defs: "", body: "" },
      motif === "stole" ? rail(context) : { defs: "", body: "" },
      motif === "bag" ? bagHandles(context) : { defs: "", body: "" },
      garment,
      trim(context, motif),
      volumeShading(context, clip, { x: 150, width: 900 }),
      outlineStroke,
    );
  },
};

function hanger({ palette }: PaintContext): Scene {
  const wood = palette.colors[4];
  return {
    defs: "",
    body:
      el("path", {
        d: "M600 205V150Q600 112 632 112Q662 112 662 142",
        fill: "none",
        stroke: "#8a8f98",
        strokeWidth: 10,
        strokeLinecap: "round",
      }) +
      el("path", {
        d: "M430 268L600 200L770 268",
        fill: "none",
        stroke: wood,
        strokeWidth: 22,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      }),
  };
}

function rail({ palette }: PaintContext): Scene {
  return {
    defs: "",
    body: el("rect", {
      x: 250,
      y: 232,
      width: 700,
      height: 24,
      rx: 12,
      fill: palette.colors[4],
      stroke: palette.ink,
      strokeWidth: 4,
    }),
  };
}

function bagHandles({ palette }: PaintContext): Scene {
  const leather = {
    fill: "none",
    stroke: palette.colors[0],
    strokeWidth: 26,
    strokeLinecap: "round",
  } as const;
  return {
    defs: "",
    body:
      el("path", { d: "M460 510C460 300 740 300 740 510", ...leather }) +
      el("path", {
        d: "M460 510C460 300 740 300 740 510",
        fill: "none",
        stroke: palette.ink,
        strokeWidth: 3,
        strokeDasharray: "12 10",
      }),
  };
}

/** The finishing touch that makes each garment read: dashiki neck panel, sash, waistband, leather trim. */
function trim({ palette, rng }: PaintContext, motif: string): Scene {
  const accent = rng.pick(palette.colors);
  const edge = { stroke: palette.ink, strokeWidth: 5, strokeLinejoin: "round" } as const;
  switch (motif) {
    case "shirt":
      return {
        defs: "",
        body:
          el("path", { d: "M510 258L600 300L690 258L700 300L600 470L500 300Z", fill: accent, ...edge }) +
          el("path", { d: "M600 330L600 440", stroke: palette.ink, strokeWidth: 4, strokeDasharray: "8 8" }),
      };
    case "kaftan":
      return {
        defs: "",
        body:
          el("path", { d: "M582 290H618V700H582Z", fill: accent, ...edge }) +
          el("path", {
            d: "M600 310V680",
            stroke: palette.light,
            strokeWidth: 6,
            strokeDasharray: "2 16",
            strokeLinecap: "round",
          }),
      };
    case "dress":
      return { defs: "", body: el("path", { d: "M492 520H708L712 570H488Z", fill: accent, ...edge }) };
    case "skirt":
      return {
        defs: "",
        body:
          el("path", { d: "M400 380H800L806 430H394Z", fill: accent, ...edge }) +
          el("path", { d: "M780 420L850 560L820 570L760 440Z", fill: accent, ...edge }),
      };
    case "bag":
      return {
        defs: "",
        body: el("path", { d: "M360 500H840L846 570H354Z", fill: palette.colors[0], ...edge }),
      };
    default:
      return {
        defs: "",
        body: el("path", {
          d: "M420 300H780M420 940H780",
          stroke: palette.light,
          strokeWidth: 8,
          strokeDasharray: "4 14",
          strokeLinecap: "round",
        }),
      };
  }
}
