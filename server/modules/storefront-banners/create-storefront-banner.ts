import type { Db } from "#db/client";
import { storefrontBanners } from "#db/schema";
import { messages } from "#common/messages";
import { storefrontBannerSchema } from "#common/schemas/store-profile";
import { storefrontBannerLimits } from "#common/store-profile";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { parseInput } from "#server/lib/validate";
import { count, eq } from "drizzle-orm";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import { readUploadedImage, storeImage } from "../media/uploaded-image";
import { countUpload } from "../rate-limit/count-upload";
import { bannerImageMinSize, bannerImagePrefix } from "./banner-image";
import { checkBannerLink } from "./banner-link";

/**
 * The vendor adds a banner to its store page: every field and the picture are checked before
 * anything is stored (at most 20 banners a store); the picture is stored, then the row written, and
 * the picture deleted again if the row cannot be.
 */
export async function createStorefrontBanner(
  db: Db,
  {
    vendorId,
    media,
    client,
    input,
    image,
  }: { vendorId: string; media: MediaStore; client: ClientInfo; input: unknown; image: unknown },
) {
  const banner = parseInput(storefrontBannerSchema, input);
  const linkPath = await checkBannerLink(db, { vendorId, linkPath: banner.linkPath });
  const bytes = await readUploadedImage(image, { field: "image", minSize: bannerImageMinSize });
  await countUpload(db, { client, storeId: vendorId });
  const imageKey = await storeImage(media, { prefix: bannerImagePrefix, bytes });
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ value: count() })
        .from(storefrontBanners)
        .where(eq(storefrontBanners.vendorId, vendorId));
      if ((existing?.value ?? 0) >= storefrontBannerLimits.perStore)
        throw new AppError("VALIDATION", {
          fieldErrors: { image: messages.vendorStore.tooManyBanners(storefrontBannerLimits.perStore) },
        });
      const [row] = await tx
        .insert(storefrontBanners)
        .values({ id: newId("bnr"), vendorId, imageKey, ...banner, linkPath })
        .returning({ id: storefrontBanners.id });
      return row!;
    });
  } catch (error) {
    await media.delete(imageKey).catch(() => undefined);
    throw error;
  }
}
