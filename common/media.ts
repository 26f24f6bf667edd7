/** Widths an image can be asked for; anything else is rounded up to the next one (bounded cache). */
export const imageWidths = [20, 40, 80, 160, 320, 480, 640, 960, 1200] as const;
export const imageQualities = [60, 75, 85] as const;

export interface ImageRequest {
  width?: number;
  quality?: number;
}

/**
 * The URL of a stored image at a given width and quality. The server picks WebP, AVIF or JPEG from
 * the browser's Accept header. Thumbnails use width 40 (or 20) at quality 60.
 */
export function imageUrl(key: string, { width, quality }: ImageRequest = {}): string {
  const params = new URLSearchParams();
  if (width) params.set("w", String(width));
  if (quality) params.set("q", String(quality));
  const query = params.toString();
  return `/media/${key}${query ? `?${query}` : ""}`;
}

/** The 1200×630 JPEG crop of a stored image that link previews (Open Graph, X cards) show. */
export function socialImageUrl(key: string): string {
  return `/media/${key}?fit=social`;
}

/** srcset over the widths from `min` up to `max`, for responsive <img>. */
export function imageSrcSet(key: string, max = 1200, min = 160): string {
  return imageWidths
    .filter((width) => width >= min && width <= max)
    .map((width) => `${imageUrl(key, { width })} ${width}w`)
    .join(", ");
}
