import { seededRandom } from "#server/lib/seeded-random";
import { pickPalette } from "./palettes";
import { textilePattern, textileStyles } from "./patterns";
import { type ArtCategory, painters } from "./painters";
import { joinScenes, type PaintContext } from "./scene";
import { studioBackdrop } from "./stage";
import { el, radialGradient, svgDocument } from "./svg";

const categoryArtSize = { width: 1200, height: 900 } as const;

/** A category tile: the category's kind of product in a spotlight, on a faint textile wall. */
export function categoryArtSvg({
  category,
  seed = category,
}: {
  category: ArtCategory;
  seed?: string;
}): string {
  const rng = seededRandom(`category/${seed}`);
  const context: PaintContext = {
    rng,
    palette: pickPalette(rng.fork("palette"), category),
    motif: undefined,
    id: (name) => `c-${name}`,
  };
  const painter = painters[category];
  const dark = "dark" in painter;
  const wall = context.id("wall-pattern");
  const glow = context.id("glow");
  const product = painter.paint({ ...context, rng: rng.fork("product") });
  const scene = joinScenes(
    studioBackdrop(context, dark),
    {
      defs:
        textilePattern(context, rng.pick(textileStyles), wall, 1.2) +
        radialGradient(glow, [
          [0, "#ffffff", dark ? 0.12 : 0.5],
          [1, "#ffffff", 0],
        ]),
      body:
        el("rect", { width: 1200, height: 900, fill: `url(#${wall})`, opacity: 0.12 }) +
        el("circle", { cx: 600, cy: 450, r: 440, fill: `url(#${glow})` }),
    },
    { defs: product.defs, body: `<g transform="translate(90 -77) scale(0.85)">${product.body}</g>` },
  );
  return svgDocument(categoryArtSize.width, categoryArtSize.height, scene.defs, scene.body);
}
