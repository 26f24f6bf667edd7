import type { Db } from "#db/client";
import { bannerWindow } from "#common/schemas/banner";
import { homeBanners } from "#db/schema";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import type { ClientInfo } from "../identity/client-info";
import type { MediaStore } from "../media/media-store";
import { storeImage } from "../media/uploaded-image";
import { countUpload } from "../rate-limit/count-upload";
import { homeBannerImagePrefix } from "./banner-image";
import { checkedBanner } from "./banner-input";
import { forgetHomeContent } from "./home-content.queries";
import { bannerNotFound } from "./not-found";
import { checkSitePath } from "./site-path";

/**
 * An admin changes a home page banner; a new picture is optional (an empty file input keeps the old
 * one, deleted once replaced). An unknown or deleted banner is NOT_FOUND, before its fields are
 * judged. The row is locked, the role and link checked again and the change audited in one transaction.
 */
export async function updateHomeBanner(
  db: Db,
  {
    actor,
    bannerId,
    media,
    client,
    input,
    image,
  }: {
    actor: Actor | null;
    bannerId: string;
    media: MediaStore;
    client: ClientInfo;
    input: unknown;
    image: unknown;
  },
): Promise<void> {
  assertAdmin(actor);
  const [known] = await db
    .select({ id: homeBanners.id })
    .from(homeBanners)
    .where(eq(homeBanners.id, bannerId));
  if (!known) throw bannerNotFound();
  const { banner, linkPath, bytes } = await checkedBanner(db, { input, image, imageRequired: false });
  if (bytes) await countUpload(db, { client });
  const imageKey = bytes ? await storeImage(media, { prefix: homeBannerImagePrefix, bytes }) : null;
  try {
    const previousKey = await db.transaction(async (tx) => {
      assertAdmin(actor);
      const [locked] = await tx
        .select({ imageKey: homeBanners.imageKey, title: homeBanners.title })
        .from(homeBanners)
        .where(eq(homeBanners.id, bannerId))
        .for("update");
      if (!locked) throw bannerNotFound();
      const link = linkPath ? await checkSitePath(tx, { path: linkPath, field: "linkPath" }) : null;
      await tx
        .update(homeBanners)
        .set({
          title: banner.title,
          subtitle: banner.subtitle,
          linkPath: link,
          ...bannerWindow(banner),
          active: banner.active,
          position: banner.position,
          ...(imageKey ? { imageKey } : {}),
          updatedAt: new Date(),
        })
        .where(eq(homeBanners.id, bannerId));
      await recordAudit(tx, {
        action: "home_banner.update",
        resource: `home_banner:${bannerId}`,
        userId: actor.userId,
        ipAddress: client.ip,
        details: { before: { title: locked.title }, after: { title: banner.title, linkPath: link } },
      });
      return locked.imageKey;
    });
    forgetHomeContent();
    if (imageKey && previousKey.startsWith(homeBannerImagePrefix))
      await media.delete(previousKey).catch(() => undefined);
  } catch (error) {
    if (imageKey) await media.delete(imageKey).catch(() => undefined);
    throw error;
  }
}
