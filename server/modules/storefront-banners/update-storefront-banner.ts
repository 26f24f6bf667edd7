import type { Db } from "#db/client";
import { storefrontBanners } from "#db/schema";
import { storefrontBannerSchema } from "#common/schemas/store-profile";
import { parseInput } from "#server/lib/validate";
import { and, eq } from "drizzle-orm";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import { readUploadedImage, storeImage } from "../media/uploaded-image";
import { countUpload } from "../rate-limit/count-upload";
import { bannerImageMinSize, bannerImagePrefix } from "./banner-image";
import { checkBannerLink } from "./banner-link";
import { bannerNotFound } from "./banner-not-found";

/**
 * The vendor changes one of its banners; a new picture is optional (an empty file input keeps the
 * old one, which is deleted once replaced). Another vendor's banner is NOT_FOUND, as is a deleted one.
 */
export async function updateStorefrontBanner(
  db: Db,
  {
    vendorId,
    bannerId,
    media,
    client,
    input,
    image,
  }: {
    vendorId: string;
    bannerId: string;
    media: MediaStore;
    client: ClientInfo;
    input: unknown;
    image: unknown;
  },
) {
  const own = and(eq(storefrontBanners.id, bannerId), eq(storefrontBanners.vendorId, vendorId));
  const [current] = await db.select({ id: storefrontBanners.id }).from(storefrontBanners).where(own);
  if (!current) throw bannerNotFound();
  const banner = parseInput(storefrontBannerSchema, input);
  const linkPath = await checkBannerLink(db, { vendorId, linkPath: banner.linkPath });
  const replacing = image instanceof File && image.size > 0;
  const bytes = replacing
    ? await readUploadedImage(image, { field: "image", minSize: bannerImageMinSize })
    : null;
  if (bytes) await countUpload(db, { client, storeId: vendorId });
  const imageKey = bytes ? await storeImage(media, { prefix: bannerImagePrefix, bytes }) : null;
  try {
    const previousKey = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ imageKey: storefrontBanners.imageKey })
        .from(storefrontBanners)
        .where(own)
        .for("update");
      if (!locked) throw bannerNotFound();
      await tx
        .update(storefrontBanners)
        .set({ ...banner, linkPath, ...(imageKey ? { imageKey } : {}), updatedAt: new Date() })
        .where(own);
      return locked.imageKey;
    });
    if (imageKey && previousKey.startsWith(bannerImagePrefix))
      await media.delete(previousKey).catch(() => undefined);
  } catch (error) {
    if (imageKey) await media.delete(imageKey).catch(() => undefined);
    throw error;
  }
}
