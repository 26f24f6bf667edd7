import { seededRandom } from "#server/lib/seeded-random";
import { initialsOf, letterPath } from "./monogram-font";
import { pickPalette } from "./palettes";
import { textilePattern, textileStyles } from "./patterns";
import type { PaintContext } from "./scene";
import { el, linearGradient, points, svgDocument } from "./svg";

const vendorLogoSize = { width: 480, height: 480 } as const;
const vendorCoverSize = { width: 1200, height: 400 } as const;

function brandContext(seed: string, purpose: string): PaintContext {
  const rng = seededRandom(`brand/${purpose}/${seed}`);
  // Logo and cover share the palette, so a store's badge matches its banner.
  return {
    rng,
    palette: pickPalette(seededRandom(`brand/palette/${seed}`), "brand"),
    motif: undefined,
    id: (name) => `${purpose}-${name}`,
  };
}

/** A round monogram badge: initials inside a ring of small triangles. `seed` is the vendor slug. */
export function vendorLogoSvg({ seed, name }: { seed: string; name: string }): string {
  const { palette, rng } = brandContext(seed, "logo");
  const [badge, ring] = rng.sample(
    palette.colors.filter((color) => color !== palette.light),
    2,
  );
  const center = 240;
  const teeth = 28;
  const triangles = Array.from({ length: teeth }, (_, i) => {
    const a = (i * Math.PI * 2) / teeth;
    const b = a + Math.PI / teeth;
    const c = a + (Math.PI * 2) / teeth;
    return points([
      [center + Math.cos(a) * 196, center + Math.sin(a) * 196],
      [center + Math.cos(b) * 222, center + Math.sin(b) * 222],
      [center + Math.cos(c) * 196, center + Math.sin(c) * 196],
    ]);
  })
    .map((list) => el("polygon", { points: list, fill: palette.light }))
    .join("");
  const initials = initialsOf(name) || "?";
  const letterWidth = 4;
  const gap = 1.6;
  const total = initials.length * letterWidth + (initials.length - 1) * gap;
  const scale = initials.length === 1 ? 34 : 26;
  const monogram = [...initials]
    .map((letter, i) =>
      el("path", { d: letterPath(letter), transform: `translate(${i * (letterWidth + gap)} 0)` }),
    )
    .join("");
  const body =
    el("rect", { width: 480, height: 480, fill: palette.light }) +
    el("circle", { cx: center, cy: center, r: 232, fill: badge }) +
    triangles +
    el("circle", { cx: center, cy: center, r: 184, fill: ring, stroke: palette.light, strokeWidth: 6 }) +
    el("circle", { cx: center, cy: center, r: 160, fill: badge }) +
    `<g transform="translate(${center - (total * scale) / 2} ${center - 3 * scale}) scale(${scale})">` +
    `<g fill="none" stroke="${palette.light}" stroke-width="${0.62}" stroke-linecap="round" stroke-linejoin="round">${monogram}</g></g>`;
  return svgDocument(vendorLogoSize.width, vendorLogoSize.height, "", body);
}

/**
 * A store banner: a woven or printed textile filling the width, darker towards the bottom-left for overlaid
 * text.
 */
export function vendorCoverSvg({ seed }: { seed: string }): string {
  const context = brandContext(seed, "cover");
  const pattern = context.id("cloth");
  const shade = context.id("shade");
  const style = context.rng.pick(textileStyles);
  const defs =
    textilePattern(context, style, pattern, context.rng.pick([0.8, 1, 1.25])) +
    linearGradient(
      shade,
      [
        [0, "#000000", 0.05],
        [1, "#000000", 0.5],
      ],
      { x2: 0.3, y2: 1 },
    );
  const body =
    el("rect", { width: 1200, height: 400, fill: `url(#${pattern})` }) +
    el("rect", { width: 1200, height: 400, fill: `url(#${shade})` });
  return svgDocument(vendorCoverSize.width, vendorCoverSize.height, defs, body);
}
