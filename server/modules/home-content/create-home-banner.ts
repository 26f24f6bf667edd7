import type { Db } from "#db/client";
import { homeBanners } from "#db/schema";
import { homeContentLimits } from "#common/home-content";
import { bannerWindow } from "#common/schemas/banner";
import { messages } from "#common/messages";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { count } from "drizzle-orm";
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
import { checkSitePath } from "./site-path";

/**
 * An admin adds a home page banner: every field, the link and the picture are checked before
 * anything is stored (a message per field); the picture is stored, then, in one transaction, the
 * role, the link and the limit (at most 10 banners) are checked again and the row written, audited.
 * The picture is deleted again if the row cannot be written.
 */
export async function createHomeBanner(
  db: Db,
  {
    actor,
    media,
    client,
    input,
    image,
  }: { actor: Actor | null; media: MediaStore; client: ClientInfo; input: unknown; image: unknown },
): Promise<{ id: string }> {
  assertAdmin(actor);
  const { banner, linkPath, bytes } = await checkedBanner(db, { input, image, imageRequired: true });
  await countUpload(db, { client });
  const imageKey = await storeImage(media, { prefix: homeBannerImagePrefix, bytes: bytes! });
  try {
    const row = await db.transaction(async (tx) => {
      assertAdmin(actor);
      const [existing] = await tx.select({ value: count() }).from(homeBanners);
      if ((existing?.value ?? 0) >= homeContentLimits.banners)
        throw new AppError("VALIDATION", {
          fieldErrors: { image: messages.homeContent.tooManyBanners(homeContentLimits.banners) },
        });
      const link = linkPath ? await checkSitePath(tx, { path: linkPath, field: "linkPath" }) : null;
      const id = newId("hbn");
      await tx.insert(homeBanners).values({
        id,
        imageKey,
        title: banner.title,
        subtitle: banner.subtitle,
        linkPath: link,
        ...bannerWindow(banner),
        active: banner.active,
        position: banner.position,
      });
      await recordAudit(tx, {
        action: "home_banner.create",
        resource: `home_banner:${id}`,
        userId: actor.userId,
        ipAddress: client.ip,
        details: { title: banner.title, linkPath: link },
      });
      return { id };
    });
    forgetHomeContent();
    return row;
  } catch (error) {
    await media.delete(imageKey).catch(() => undefined);
    throw error;
  }
}
