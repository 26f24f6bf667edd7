import type { Db } from "#db/client";
import { homeBanners } from "#db/schema";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import type { MediaStore } from "../media/media-store";
import { homeBannerImagePrefix } from "./banner-image";
import { forgetHomeContent } from "./home-content.queries";
import { bannerNotFound } from "./not-found";

/**
 * An admin deletes a home page banner (audited, in one transaction), then its uploaded picture (a
 * demo picture under seed/ is left). An unknown banner is NOT_FOUND. Returns the deleted banner's title.
 */
export async function deleteHomeBanner(
  db: Db,
  {
    actor,
    bannerId,
    media,
    ipAddress,
  }: { actor: Actor | null; bannerId: string; media: MediaStore; ipAddress?: string | null },
): Promise<{ title: string }> {
  const deleted = await db.transaction(async (tx) => {
    assertAdmin(actor);
    const [row] = await tx
      .delete(homeBanners)
      .where(eq(homeBanners.id, bannerId))
      .returning({ imageKey: homeBanners.imageKey, title: homeBanners.title });
    if (!row) throw bannerNotFound();
    await recordAudit(tx, {
      action: "home_banner.delete",
      resource: `home_banner:${bannerId}`,
      userId: actor.userId,
      ipAddress,
      details: { title: row.title },
    });
    return row;
  });
  forgetHomeContent();
  if (deleted.imageKey.startsWith(homeBannerImagePrefix))
    await media.delete(deleted.imageKey).catch(() => undefined);
  return { title: deleted.title };
}
