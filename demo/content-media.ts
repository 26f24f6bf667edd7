import type { Db } from "#db/client";
import { mediaAssets } from "#db/schema";
import type { MediaStore } from "#server/modules/media/media-store";
import { vendorCoverSvg } from "./art/brand-art";
import { renderMissingArt } from "./art/render-jobs";
import { artVersion } from "./catalog/keys";

/** Three generated textile banners in the media library, so /admin/media and the builder have pictures. */
const demoContentPictures = [1, 2, 3].map((number) => ({
  id: `med_demo_textile_${number}`,
  key: `seed/${artVersion}/content/textile-${number}.png`,
  fileName: `textile-banner-${number}.png`,
  alt: "A woven textile pattern in warm colours",
  seed: `content-textile-${number}`,
}));

/**
 * The media library's demo pictures, drawn when missing from the store and listed with their stored
 * size. Without a media store there are no pictures to list, so no rows either.
 */
export async function seedDemoContentMedia(db: Db, { media }: { media?: MediaStore } = {}) {
  if (!media) return;
  await renderMissingArt(
    media,
    demoContentPictures.map((picture) => ({
      key: picture.key,
      svg: () => vendorCoverSvg({ seed: picture.seed }),
    })),
  );
  const rows = await Promise.all(
    demoContentPictures.map(async ({ seed: _seed, ...picture }) => ({
      ...picture,
      width: 1200,
      height: 400,
      sizeBytes: (await media.get(picture.key))?.byteLength ?? 0,
    })),
  );
  await db.insert(mediaAssets).values(rows).onConflictDoNothing();
}
