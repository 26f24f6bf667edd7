import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { vendorCoverSvg, vendorLogoSvg } from "./brand-art";
import { categoryArtSvg } from "./category-art";
import { initialsOf } from "./monogram-font";
import { artCategories, painters } from "./painters";
import { productArtSvg } from "./product-art";
import { renderSvg } from "./render-art";

/**
 * Renders at a sixth of the size (enough to prove the SVG is valid, and fast) and measures it:
 * contrast is the largest channel deviation, colourful the share of clearly coloured pixels.
 */
async function thumbnailStats(svg: string) {
  const image = sharp(Buffer.from(svg), { density: 12 }).removeAlpha();
  const { channels } = await image.clone().stats();
  const pixels = await image.raw().toBuffer();
  let coloured = 0;
  for (let i = 0; i < pixels.length; i += 3) {
    const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 30) coloured++;
  }
  return {
    contrast: Math.max(...channels.map((channel) => channel.stdev)),
    colourful: coloured / (pixels.length / 3),
  };
}

describe("product art", () => {
  it("draws the same picture, byte for byte, for the same product", async () => {
    const spec = { category: "fashion" as const, seed: "sunburst-ankara-wrap-dress", motif: "dress" };
    expect(productArtSvg(spec)).toBe(productArtSvg(spec));
    expect(
      Buffer.from(await renderSvg(productArtSvg(spec))).equals(
        Buffer.from(await renderSvg(productArtSvg(spec))),
      ),
    ).toBe(true);
  });

  it("draws different pictures for different products, and for each view of one product", async () => {
    const a = await renderSvg(
      productArtSvg({ category: "jewelry", seed: "volta-recycled-glass-bead-necklace" }),
    );
    const b = await renderSvg(
      productArtSvg({ category: "jewelry", seed: "dipo-recycled-glass-bead-necklace" }),
    );
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    const views = new Set(
      [0, 1, 2, 3].map((view) =>
        productArtSvg({ category: "crafts", seed: "mapiko-carved-wooden-mask", view }),
      ),
    );
    expect(views.size).toBe(4);
  });

  it("renders every motif of every category as a colourful picture, not a grey box", async () => {
    for (const category of artCategories) {
      for (const motif of painters[category].motifs) {
        const stats = await thumbnailStats(productArtSvg({ category, seed: `test-${motif}`, motif }));
        expect(stats.contrast, `${category}/${motif}`).toBeGreaterThan(10);
        expect(stats.colourful, `${category}/${motif}`).toBeGreaterThan(0.02);
      }
    }
  });

  it("renders category tiles, vendor logos and covers", async () => {
    for (const category of artCategories)
      expect((await thumbnailStats(categoryArtSvg({ category }))).contrast).toBeGreaterThan(10);
    expect(
      (await thumbnailStats(vendorLogoSvg({ seed: "lagos-threads", name: "Lagos Threads" }))).contrast,
    ).toBeGreaterThan(15);
    expect((await thumbnailStats(vendorCoverSvg({ seed: "lagos-threads" }))).contrast).toBeGreaterThan(15);
    const png = await renderSvg(vendorCoverSvg({ seed: "lagos-threads" }));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 400 });
  });

  it("makes monograms from the first two words", () => {
    expect(initialsOf("Lagos Threads")).toBe("LT");
    expect(initialsOf("Fes Medina Loom & Clay")).toBe("FM");
    expect(initialsOf("Sobek")).toBe("S");
    expect(initialsOf("Prix Sénégalais")).toBe("PS");
  });
});
