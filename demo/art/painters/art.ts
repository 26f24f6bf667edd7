import { textilePattern } from "../patterns";
import { chooseMotif, joinScenes, type PaintContext, type Painter, type Scene } from "../scene";
import { el, linearGradient, points } from "../svg";

/** The canvas every artwork is painted on, hung on the wall. */
const canvas = { x: 240, y: 130, width: 720, height: 880 } as const;

type Cell = { x: number; y: number; size: number };

/** Ndebele mural motifs: bold flat shapes with thick black outlines. */
function ndebeleCell({ rng, palette }: PaintContext, { x, y, size }: Cell): string {
  const [a, b] = rng.sample(palette.colors, 2);
  const outline = { stroke: palette.ink, strokeWidth: 12, strokeLinejoin: "miter" } as const;
  const ground = el("rect", {
    x,
    y,
    width: size,
    height: size,
    fill: rng.chance(0.6) ? "#fbfaf6" : a,
    ...outline,
  });
  const s = size;
  switch (rng.int(0, 4)) {
    case 0: {
      const step = s / 5;
      const stair: [number, number][] = [[x, y + s]];
      for (let i = 0; i < 5; i++)
        stair.push([x + i * step, y + s - (i + 1) * step], [x + (i + 1) * step, y + s - (i + 1) * step]);
      stair.push([x + s, y + s]);
      return ground + el("polygon", { points: points(stair), fill: b, ...outline });
    }
    case 1:
      return (
        ground +
        el("polygon", {
          points: points([
            [x, y + s * 0.2],
            [x + s / 2, y + s * 0.65],
            [x + s, y + s * 0.2],
            [x + s, y + s * 0.5],
            [x + s / 2, y + s * 0.95],
            [x, y + s * 0.5],
          ]),
          fill: b,
          ...outline,
        })
      );
    case 2:
      return (
        ground +
        el("polygon", {
          points: points([
            [x + s / 2, y + s * 0.08],
            [x + s * 0.92, y + s / 2],
            [x + s / 2, y + s * 0.92],
            [x + s * 0.08, y + s / 2],
          ]),
          fill: b,
          ...outline,
        }) +
        el("polygon", {
          points: points([
            [x + s / 2, y + s * 0.32],
            [x + s * 0.68, y + s / 2],
            [x + s / 2, y + s * 0.68],
            [x + s * 0.32, y + s / 2],
          ]),
          fill: "#fbfaf6",
          ...outline,
        })
      );
    case 3:
      return (
        ground +
        el("polygon", {
          points: points([
            [x, y],
            [x + s, y],
            [x, y + s],
          ]),
          fill: b,
          ...outline,
        })
      );
    default:
      return (
        ground +
        [0.2, 0.45, 0.7]
          .map((f) =>
            el("rect", {
              x: x + s * f,
              y: y + s * 0.12,
              width: s * 0.12,
              height: s * 0.76,
              fill: b,
              ...outline,
            }),
          )
          .join("")
      );
  }
}

function ndebele(context: PaintContext): Scene {
  const size = canvas.width / 3;
  let body = el("rect", { ...canvas, fill: "#fbfaf6" });
  for (let row = 0; row * size < canvas.height - 1; row++) {
    for (let col = 0; col < 3; col++)
      body += ndebeleCell(context, { x: canvas.x + col * size, y: canvas.y + row * size, size });
  }
  return { defs: "", body: `<g clip-path="url(#${context.id("canvas")})">${body}</g>` };
}

/** Stamped symbols, geometric and inspired by adinkra cloth (not copies of specific symbols). */
function stamp(kind: number, cx: number, cy: number, r: number, ink: string): string {
  const line = { fill: "none", stroke: ink, strokeWidth: r * 0.16, strokeLinecap: "round" } as const;
  switch (kind) {
    case 0:
      return (
        [1, 0.66, 0.33].map((f) => el("circle", { cx, cy, r: r * f, ...line })).join("") +
        el("circle", { cx, cy, r: r * 0.1, fill: ink })
      );
    case 1:
      return (
        el("path", { d: `M${cx - r} ${cy}H${cx + r}M${cx} ${cy - r}V${cy + r}`, ...line }) +
        [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ]
          .map(([dx, dy]) =>
            el("circle", { cx: cx + dx! * r * 0.55, cy: cy + dy! * r * 0.55, r: r * 0.22, fill: ink }),
          )
          .join("")
      );
    case 2: {
      let d = `M${cx} ${cy}`;
      for (let t = 0; t < 18; t++) {
        const angle = t * 0.75;
        const radius = (r * t) / 18;
        d += `L${cx + Math.cos(angle) * radius} ${cy + Math.sin(angle) * radius}`;
      }
      return el("path", { d, ...line, strokeLinejoin: "round" });
    }
    case 3:
      return (
        el("rect", { x: cx - r, y: cy - r, width: r * 2, height: r * 2, ...line }) +
        el("rect", {
          x: cx - r * 0.45,
          y: cy - r * 0.45,
          width: r * 0.9,
          height: r * 0.9,
          fill: ink,
          transform: `rotate(45 ${cx} ${cy})`,
        })
      );
    default:
      return (
        Array.from({ length: 8 }, (_, i) =>
          el("path", {
            d: `M${cx} ${cy}L${cx + Math.cos((i * Math.PI) / 4) * r} ${cy + Math.sin((i * Math.PI) / 4) * r}`,
            ...line,
          }),
        ).join("") + el("circle", { cx, cy, r: r * 0.3, fill: ink })
      );
  }
}

function adinkra(context: PaintContext): Scene {
  const { rng, palette } = context;
  const ground = rng.pick(["#c8102e", "#8b5a2b", "#d4a017", "#f3e7cf", "#2f4858"]);
  const ink = ground === "#f3e7cf" || ground === "#d4a017" ? "#1c1917" : "#f8efe0";
  const kinds = rng.sample([0, 1, 2, 3, 4], 3);
  let body = el("rect", { ...canvas, fill: ground });
  const bandHeight = canvas.height / 4;
  for (let band = 0; band < 4; band++) {
    const top = canvas.y + band * bandHeight;
    const kind = kinds[band % kinds.length]!;
    for (let col = 0; col < 3; col++)
      body += stamp(kind, canvas.x + 120 + col * 240, top + bandHeight / 2, 70, ink);
    body += el("path", {
      d: `M${canvas.x} ${top}H${canvas.x + canvas.width}M${canvas.x} ${top + 10}H${canvas.x + canvas.width}M${canvas.x} ${top + 20}H${canvas.x + canvas.width}`,
      stroke: palette.colors[0],
      strokeWidth: 4,
    });
  }
  return { defs: "", body: `<g clip-path="url(#${context.id("canvas")})">${body}</g>` };
}

function baobab(context: PaintContext): Scene {
  const { id, palette, rng } = context;
  const sky = id("sky");
  const [top, bottom] = rng.sample(
    [palette.colors[0], palette.colors[1], palette.colors[2], "#f4a261", "#e76f51"],
    2,
  );
  const trunkX = canvas.x + rng.int(300, 420);
  const tree =
    el("path", {
      d: `M${trunkX - 70} 900C${trunkX - 60} 760 ${trunkX - 80} 620 ${trunkX - 40} 520H${trunkX + 40}C${trunkX + 80} 620 ${trunkX + 60} 760 ${trunkX + 70} 900Z`,
      fill: palette.ink,
    }) +
    el("path", {
      d: `M${trunkX - 30} 540L${trunkX - 160} 420M${trunkX - 10} 530L${trunkX - 60} 380M${trunkX + 10} 530L${trunkX + 70} 370M${trunkX + 30} 540L${trunkX + 170} 440M${trunkX - 120} 450L${trunkX - 200} 440M${trunkX + 120} 470L${trunkX + 210} 430`,
      stroke: palette.ink,
      strokeWidth: 22,
      strokeLinecap: "round",
    });
  return {
    defs: linearGradient(sky, [
      [0, top!],
      [1, bottom!],
    ]),
    body:
      `<g clip-path="url(#${id("canvas")})">` +
      el("rect", { ...canvas, fill: `url(#${sky})` }) +
      el("circle", { cx: canvas.x + rng.int(420, 560), cy: 520, r: 150, fill: "#fff4d6", fillOpacity: 0.9 }) +
      el("path", {
        d: `M${canvas.x} 860Q${canvas.x + 360} 800 ${canvas.x + canvas.width} 870V${canvas.y + canvas.height}H${canvas.x}Z`,
        fill: palette.ink,
      }) +
      tree +
      `</g>`,
  };
}

function sunburst(context: PaintContext): Scene {
  const { rng, palette } = context;
  const cx = canvas.x + canvas.width / 2;
  const base = canvas.y + canvas.height * 0.62;
  const colors = rng.sample(palette.colors, 5);
  let body = el("rect", { ...canvas, fill: palette.light });
  [340, 280, 220, 160, 100].forEach(
    (r, i) =>
      (body += el("path", {
        d: `M${cx - r} ${base}A${r} ${r} 0 0 1 ${cx + r} ${base}Z`,
        fill: colors[i],
        stroke: palette.ink,
        strokeWidth: 8,
      })),
  );
  for (let x = canvas.x; x < canvas.x + canvas.width; x += 90) {
    body += el("polygon", {
      points: points([
        [x, canvas.y + canvas.height],
        [x + 45, base + 40],
        [x + 90, canvas.y + canvas.height],
      ]),
      fill: colors[((x / 90) % 5) | 0],
      stroke: palette.ink,
      strokeWidth: 8,
    });
  }
  return { defs: "", body: `<g clip-path="url(#${context.id("canvas")})">${body}</g>` };
}

/** Hand-woven kente strips mounted on board. */
function kente(context: PaintContext): Scene {
  const cloth = context.id("kente");
  return {
    defs: textilePattern(context, "kente", cloth, 1.1),
    body: `<g clip-path="url(#${context.id("canvas")})">${el("rect", { ...canvas, fill: `url(#${cloth})` })}</g>`,
  };
}

function framed(context: PaintContext, artwork: Scene): Scene {
  const { palette, rng, id } = context;
  const frame = rng.pick([palette.ink, "#6b4226", "#b08968", "#c9a34a"]);
  return joinScenes(
    {
      defs: el("clipPath", { id: id("canvas") }, el("rect", canvas)),
      body: el("rect", {
        x: canvas.x + 18,
        y: canvas.y + 24,
        width: canvas.width + 20,
        height: canvas.height + 20,
        fill: "#000000",
        fillOpacity: 0.18,
      }),
    },
    artwork,
    {
      defs: "",
      body: el("rect", {
        x: canvas.x - 14,
        y: canvas.y - 14,
        width: canvas.width + 28,
        height: canvas.height + 28,
        fill: "none",
        stroke: frame,
        strokeWidth: 28,
      }),
    },
  );
}

const scenes: Record<string, (context: PaintContext) => Scene> = {
  ndebele,
  adinkra,
  baobab,
  sunburst,
  kente,
};

export const artPainter: Painter = {
  motifs: Object.keys(scenes),
  paint(context) {
    return framed(context, scenes[chooseMotif(context, this.motifs)]!(context));
  },
};
