import type { Db } from "#db/client";
import { storefrontBanners } from "#db/schema";
import { and, eq } from "drizzle-orm";
import type { MediaStore } from "../media/media-store";
import { bannerImagePrefix } from "./banner-image";
import { bannerNotFound } from "./banner-not-found";

/** The vendor deletes one of its banners, and then its picture. Another vendor's banner is NOT_FOUND. */
export async function deleteStorefrontBanner(
  db: Db,
  { vendorId, bannerId, media }: { vendorId: string; bannerId: string; media: MediaStore },
) {
  const [deleted] = await db
    .delete(storefrontBanners)
    .where(and(eq(storefrontBanners.id, bannerId), eq(storefrontBanners.vendorId, vendorId)))
    .returning({ imageKey: storefrontBanners.imageKey });
  if (!deleted) throw bannerNotFound();
  if (deleted.imageKey.startsWith(bannerImagePrefix))
    await media.delete(deleted.imageKey).catch(() => undefined);
}
