import sharp from "sharp";

/** A real PNG picture of the given size, as a browser would upload it. */
export async function pngFile(width: number, height: number, name = "picture.png"): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}
