import { loadSharp } from "#server/modules/media/load-sharp";

/** Master images are lossless PNG: flat vector art compresses well and every variant is cut from it. */
export const masterContentType = "image/png";

/** Rasterises an SVG document at its own size. */
export async function renderSvg(svg: string): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg), { density: 72 })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return new Uint8Array(png);
}
