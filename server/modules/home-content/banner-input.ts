import type { Db } from "#db/client";
import { type HomeBannerInput, homeBannerSchema } from "#common/schemas/home-content";
import { AppError, type FieldErrors, isAppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { readUploadedImage } from "../media/uploaded-image";
import { homeBannerImageMinSize } from "./banner-image";
import { checkSitePath } from "./site-path";

/** Runs a check, adding its field messages to `errors` (any other failure is thrown). */
async function collect<T>(errors: FieldErrors, check: () => Promise<T> | T): Promise<T | undefined> {
  try {
    return await check();
  } catch (error) {
    if (isAppError(error) && error.code === "VALIDATION" && error.fieldErrors) {
      Object.assign(errors, error.fieldErrors);
      return undefined;
    }
    throw error;
  }
}

export interface CheckedBanner {
  banner: HomeBannerInput;
  /** The link to store, or null for none. */
  linkPath: string | null;
  /** The re-encoded picture, or null when none was sent and none is needed (a change keeps its picture). */
  bytes: Uint8Array | null;
}

/**
 * A banner's fields, link and picture, every one checked before anything is stored: one VALIDATION
 * error with a message per field at fault. The link must lead to a page of this site (`checkSitePath`).
 */
export async function checkedBanner(
  db: Db,
  { input, image, imageRequired }: { input: unknown; image: unknown; imageRequired: boolean },
): Promise<CheckedBanner> {
  const errors: FieldErrors = {};
  const banner = await collect(errors, () => parseInput(homeBannerSchema, input));
  const linkPath = banner?.linkPath
    ? await collect(errors, () => checkSitePath(db, { path: banner.linkPath, field: "linkPath" }))
    : null;
  const sent = image instanceof File && image.size > 0;
  const bytes =
    sent || imageRequired
      ? await collect(errors, () =>
          readUploadedImage(image, { field: "image", minSize: homeBannerImageMinSize }),
        )
      : null;
  if (Object.keys(errors).length > 0 || !banner) throw new AppError("VALIDATION", { fieldErrors: errors });
  return { banner, linkPath: linkPath ?? null, bytes: bytes ?? null };
}
