import { randomBytes } from "node:crypto";
import { messages } from "#common/messages";
import { type ApplicationImageKind, minImageWidth } from "#common/vendor-application";
import type { Db } from "#db/client";
import { vendorApplications } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { defaultFormatters } from "#common/format";
import { eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import type { ClientInfo } from "../identity/client-info";
import { decodeImage, reencodeImage } from "../media/image-bytes";
import type { MediaStore } from "../media/media-store";
import { countUpload } from "../rate-limit/count-upload";
import { lockEditableApplication } from "./editable-application";
import {
  applicationImageKeyPrefix,
  maxApplicationFileBytes,
  maxImageInputPixels,
  storedImageSize,
} from "./limits";

const m = messages.vendorOnboarding;

/**
 * The uploaded picture, judged from its bytes (PNG, JPEG or WebP, wide enough), turned the right way
 * up, scaled down to the stored size and re-encoded as WebP, which also drops its metadata (a phone
 * photo's location).
 */
async function normalizedImage(bytes: Uint8Array, kind: ApplicationImageKind): Promise<Uint8Array> {
  const refuse = (message: string) => new AppError("VALIDATION", { fieldErrors: { [kind]: message } });
  const image = await decodeImage(bytes, { maxInputPixels: maxImageInputPixels });
  if (!image) throw refuse(m.imageNotImage);
  if (image.width < minImageWidth[kind])
    throw refuse(m.imageTooSmall(defaultFormatters.number(minImageWidth[kind])));
  try {
    return await reencodeImage(bytes, {
      box: storedImageSize[kind],
      format: "webp",
      quality: 88,
      maxInputPixels: maxImageInputPixels,
    });
  } catch {
    throw refuse(m.imageNotImage);
  }
}

/**
 * The applicant's logo or banner: checked and normalized, stored under a new key (a key never changes
 * content), then set on the application; the picture it replaces is removed once the change is saved,
 * and the new one again if it could not be saved.
 */
export async function uploadApplicationImage(
  db: Db,
  {
    actor,
    media,
    client,
    kind,
    file,
  }: {
    actor: Actor | null;
    media: MediaStore;
    client: ClientInfo;
    kind: ApplicationImageKind;
    file: unknown;
  },
) {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  if (!(file instanceof File) || file.size === 0)
    throw new AppError("VALIDATION", { fieldErrors: { [kind]: m.imageRequired } });
  if (file.size > maxApplicationFileBytes)
    throw new AppError("VALIDATION", { fieldErrors: { [kind]: messages.errors.fileTooLarge } });
  const image = await normalizedImage(new Uint8Array(await file.arrayBuffer()), kind);
  await countUpload(db, { client });

  const key = `${applicationImageKeyPrefix}${randomBytes(16).toString("hex")}/${kind}.webp`;
  await media.put(key, image, "image/webp");
  let replaced: string | null;
  try {
    replaced = await db.transaction(async (tx) => {
      const application = await lockEditableApplication(tx, { actor });
      await tx
        .update(vendorApplications)
        .set(
          kind === "logo"
            ? { logoKey: key, updatedAt: new Date() }
            : { bannerKey: key, updatedAt: new Date() },
        )
        .where(eq(vendorApplications.id, application.id));
      return kind === "logo" ? application.logoKey : application.bannerKey;
    });
  } catch (error) {
    await media.delete(key).catch(() => undefined);
    throw error;
  }
  if (replaced) await media.delete(replaced).catch(() => undefined);
  return { key };
}
