import { seededRandom } from "#server/lib/seeded-random";
import { pickPalette, type Palette } from "./palettes";
import { textilePattern, textileStyles } from "./patterns";
import { type ArtCategory, painters } from "./painters";
import { joinScenes, type PaintContext, type Scene } from "./scene";
import { studioBackdrop } from "./stage";
import { el, svgDocument } from "./svg";

export interface ProductArtSpec {
  category: ArtCategory;
  /** Usually the product slug: the same seed always draws the same product. */
  seed: string;
  /** A painter motif (e.g. "coffee", "dress"); picked from the seed when absent or unknown. */
  motif?: string;
  /**
   * Which photo of the product: 0 the hero shot, 1 mirrored on a patterned wall, 2 a close-up, 3 two
   * colourways.
   */
  view?: number;
}

const productArtSize = { width: 1200, height: 1200 } as const;

function contextFor(spec: ProductArtSpec, prefix: string, palette?: Palette): PaintContext {
  const rng = seededRandom(`product/${spec.seed}`);
  return {
    rng,
    palette: palette ?? pickPalette(rng.fork("palette"), spec.category),
    motif: spec.motif,
    id: (name) => `${prefix}-${name}`,
  };
}

/** The product itself, the same in every view: it depends on the seed only. */
function paintProduct(spec: ProductArtSpec, prefix: string, palette?: Palette): Scene {
  return painters[spec.category].paint(contextFor(spec, prefix, palette));
}

function isDark(category: ArtCategory): boolean {
  return "dark" in painters[category];
}

/** A wall covered in a faint textile pattern, for the second view. */
function patternedWall(context: PaintContext): Scene {
  const pattern = context.id("wallPattern");
  const style = context.rng.pick(textileStyles);
  return {
    defs: textilePattern(context, style, pattern, 1.4),
    body: el("rect", { width: 1200, height: 900, fill: `url(#${pattern})`, opacity: 0.16 }),
  };
}

/** An SVG picture of a product (1200 × 1200), deterministic in its spec. */
export function productArtSvg(spec: ProductArtSpec): string {
  const view = (spec.view ?? 0) % 4;
  const hero = contextFor(spec, "p");
  const backdrop = studioBackdrop(
    { ...hero, rng: seededRandom(`backdrop/${spec.seed}/${view}`) },
    isDark(spec.category),
  );
  let scene: Scene;
  if (view === 1) {
    const product = paintProduct(spec, "p");
    scene = joinScenes(backdrop, patternedWall({ ...hero, rng: seededRandom(`wall/${spec.seed}`) }), {
      defs: product.defs,
      body: `<g transform="translate(1200 0) scale(-1 1)">${product.body}</g>`,
    });
  } else if (view === 2) {
    const product = paintProduct(spec, "p");
    scene = joinScenes(backdrop, {
      defs: product.defs,
      body: `<g transform="translate(-620 -560) scale(2)">${product.body}</g>`,
    });
  } else if (view === 3) {
    const first = paintProduct(spec, "a");
    const colors = hero.palette.colors;
    const second = paintProduct(spec, "b", {
      ...hero.palette,
      colors: [colors[2], colors[3], colors[4], colors[0], colors[1]],
    });
    scene = joinScenes(
      backdrop,
      { defs: first.defs, body: `<g transform="translate(-60 340) scale(0.66)">${first.body}</g>` },
      { defs: second.defs, body: `<g transform="translate(460 340) scale(0.66)">${second.body}</g>` },
    );
  } else {
    scene = joinScenes(backdrop, paintProduct(spec, "p"));
  }
  return svgDocument(productArtSize.width, productArtSize.height, scene.defs, scene.body);
}
