import { Hono } from "hono";
import { AppError } from "#server/lib/errors";
import { imageVariant, isVariantKey } from "#server/modules/media/image-variant";
import { isValidMediaKey } from "#server/modules/media/media-key";
import { documentKeyPrefix } from "#server/modules/product-documents/limits";
import { purchaseOrderKeyPrefix } from "#server/modules/checkout/attach-purchase-order";
import type { MediaStore } from "#server/modules/media/media-store";
import {
  contentTypes,
  negotiateFormat,
  parseWholeNumber,
  snapQuality,
  snapWidth,
} from "#server/modules/media/variant-request";

/**
 * GET /media/<key>?w=&q= — a stored image at a snapped width and quality, in the best format the
 * browser accepts; `?fit=social` gives the 1200×630 JPEG crop for link previews. Public and session-free:
 * mounted before the actor middleware. Keys never change content (a new image gets a new key), so responses
 * are cached for a year.
 */
export function mediaRoutes(store: MediaStore) {
  const media = new Hono();

  media.get("/:key{.+}", async (c) => {
    const key = c.req.param("key");
    if (!isValidMediaKey(key))
      throw new AppError("VALIDATION", { message: "This image address is not valid." });
    // Variants are not sources; documents download through /documents/:id (listed products only),
    // purchase orders through their order's page.
    if (isVariantKey(key) || key.startsWith(documentKeyPrefix) || key.startsWith(purchaseOrderKeyPrefix))
      throw new AppError("NOT_FOUND");

    const social = c.req.query("fit") === "social";
    // Link preview crawlers often read nothing but JPEG.
    const format = social ? "jpeg" : negotiateFormat(c.req.header("accept"));
    const bytes = await imageVariant(store, key, {
      width: snapWidth(parseWholeNumber(c.req.query("w"))),
      quality: snapQuality(parseWholeNumber(c.req.query("q"))),
      format,
      social,
    });
    if (!bytes) throw new AppError("NOT_FOUND");

    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": contentTypes[format],
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept",
      "X-Content-Type-Options": "nosniff",
    });
  });

  return media;
}
